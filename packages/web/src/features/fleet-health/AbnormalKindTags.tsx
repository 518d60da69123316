import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AbnormalType } from '@armada/domain';

const KIND_COLOR = 'volcano';

export type AbnormalKindTagsProps = { kinds: readonly AbnormalType[] };

/** A vehicle's abnormality kinds, named as the fleet explorer names them. */
export function AbnormalKindTags({ kinds }: AbnormalKindTagsProps) {
  const { t } = useTranslation('explore');
  return (
    <>
      {kinds.map((kind) => (
        <Tag key={kind} color={KIND_COLOR}>
          {t(`abnormal.${kind}`)}
        </Tag>
      ))}
    </>
  );
}
