import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDuration } from './useDuration';

export type DurationCellProps = { seconds: number; ongoing?: boolean };

/** A duration as hours and minutes, tagged 'ongoing' when it lasts still. */
export function DurationCell({ seconds, ongoing = false }: DurationCellProps) {
  const { t } = useTranslation('reports');
  const duration = useDuration();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {duration(seconds)}
      {ongoing ? (
        <Tag color="processing" style={{ marginInlineStart: 8 }}>
          {t('columns.ongoing')}
        </Tag>
      ) : null}
    </span>
  );
}
