import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportTotals as Totals } from '@armada/domain';
import { useDuration } from './useDuration';
import { km, litres } from './reportFormat';

export type TotalKey = keyof Totals;

export type ReportTotalsProps = { totals: Totals | undefined; shown: readonly TotalKey[]; rows: number | undefined };

/** The period's totals over every row (not only the page), as one line under the table. */
export function ReportTotals({ totals, shown, rows }: ReportTotalsProps) {
  const { t } = useTranslation('reports');
  const duration = useDuration();
  if (!totals) return null;
  const text = (key: TotalKey): string => {
    const value = totals[key];
    if (key === 'distance_km') return km(totals.distance_km);
    if (key === 'fuel_used') return t('units.litres', { value: litres(totals.fuel_used) });
    if (key === 'overspeed_count' || key === 'out_of_limits') return String(totals[key] ?? 0);
    return duration(value ?? 0);
  };
  return (
    <Flex wrap gap="4px 20px" data-testid="report-totals">
      <Typography.Text strong>{t('totals.title', { count: rows ?? 0 })}</Typography.Text>
      {shown.map((key) => (
        <Typography.Text key={key}>
          <Typography.Text type="secondary">{t(`totals.${key}`)}</Typography.Text> {text(key)}
        </Typography.Text>
      ))}
    </Flex>
  );
}
