import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActivationState } from '@armada/domain';

const COLORS: Record<ActivationState, string> = {
  invited: 'gold',
  activated: 'green',
  force_activated: 'blue',
  deactivated: 'red',
};

/** Where a vehicle is in the activation lifecycle; '-' before anyone acted on it. */
export function ActivationStateTag({ state }: { state: ActivationState | null }) {
  const { t } = useTranslation('activation');
  if (state === null) return <>-</>;
  return (
    <Tag color={COLORS[state]} variant="solid">
      {t(`state.${state}`)}
    </Tag>
  );
}
