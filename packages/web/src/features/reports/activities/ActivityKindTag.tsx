import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActivityRow } from '@armada/domain';

type Kind = ActivityRow['kind'];

/** antd tag colours: moving blue, standing grey, idling orange, the alarming kinds red. */
const COLORS: Record<Kind, string> = {
  trip: 'blue',
  stop: 'default',
  idle: 'orange',
  overspeed: 'volcano',
  towing: 'magenta',
  crash: 'red',
};

export type ActivityKindTagProps = { kind: Kind };

/** What a row of the activity timeline is, in the user's language. */
export function ActivityKindTag({ kind }: ActivityKindTagProps) {
  const { t } = useTranslation('reports');
  return (
    <Tag color={COLORS[kind]} style={{ marginInlineEnd: 0 }}>
      {t(`activities.kind.${kind}`)}
    </Tag>
  );
}
