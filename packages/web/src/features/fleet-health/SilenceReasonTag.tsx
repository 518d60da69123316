import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SilenceReason } from '@armada/domain';

export const REASON_COLORS: Record<SilenceReason, string> = {
  power_cut: 'red',
  no_signal: 'orange',
  parked_long: 'blue',
  unknown: 'default',
  never_reported: 'purple',
};

export type SilenceReasonTagProps = { reason: SilenceReason | null };

/** The likely reason of a silence, its rule in a tooltip; '-' for a vehicle that reports. */
export function SilenceReasonTag({ reason }: SilenceReasonTagProps) {
  const { t } = useTranslation('fleetHealth');
  if (reason === null) return '-';
  return (
    <Tooltip title={t(`reason_hint.${reason}`)}>
      <Tag color={REASON_COLORS[reason]}>{t(`reason.${reason}`)}</Tag>
    </Tooltip>
  );
}
