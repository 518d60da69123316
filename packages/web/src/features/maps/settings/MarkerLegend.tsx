import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MOVEMENTS, type MarkerIcon, type MarkerSize, type Movement } from '@armada/domain';
import { MarkerPreview } from './MarkerPreview';

export type MarkerLegendProps = { icon: MarkerIcon; size: MarkerSize };

const ABNORMAL: Movement = 'moving';
const ABNORMAL_KEY = 'abnormal';

/** The chosen marker in every movement colour, and with the abnormal outline. */
export function MarkerLegend({ icon, size }: MarkerLegendProps) {
  const { t } = useTranslation(['mapSettings', 'maps']);
  const item = (key: string, label: string, movement: Movement, abnormal = false) => (
    <Flex key={key} vertical align="center" justify="end" gap={4} style={{ minWidth: 64 }}>
      <MarkerPreview icon={icon} size={size} movement={movement} abnormal={abnormal} label={label} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
    </Flex>
  );
  return (
    <Flex gap={12} wrap align="end" role="group" aria-label={t('mapSettings:preview')}>
      {MOVEMENTS.map((movement) => item(movement, t(`maps:movement.${movement}`), movement))}
      {item(ABNORMAL_KEY, t('mapSettings:abnormal'), ABNORMAL, true)}
    </Flex>
  );
}
