import { useMemo, useState } from 'react';
import { Badge, Flex, Grid, List, Popover, Segmented, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SAFETY_FLOORS,
  SAFETY_LEVELS,
  SAFETY_MIN_KM,
  type FleetSummary,
  type SafetyLevel,
  type SafetyVehicle,
} from '@armada/domain';
import { EChart } from '../../components/charts/EChart';
import { decimal } from '../../components/formatNumber';
import type { DashboardScope } from './dashboardScope';
import { reportOfVehicle } from './fleetSummaryApi';
import { firstLevel, SAFETY_COLORS, safetyChartOption } from './safetyChart';
import { SummaryCard } from './SummaryCard';
import { SummaryVehicleLink } from './SummaryVehicleLink';

const CHART_HEIGHT = 180;

function SafetyBody({ summary }: { summary: FleetSummary }) {
  const { t } = useTranslation('dashboard');
  const [chosen, setChosen] = useState<SafetyLevel | null>(null);
  const level = chosen ?? firstLevel(summary.safety);
  const label = (l: SafetyLevel) => t(`safety.levels.${l}`);
  const option = useMemo(
    () =>
      safetyChartOption(
        summary.safety,
        (l) => t(`safety.levels.${l}`),
        (v) => decimal(v, 0),
      ),
    [summary.safety, t],
  );
  const band = summary.safety.find((b) => b.level === level);
  const wide = Grid.useBreakpoint().md ?? true;
  const options = SAFETY_LEVELS.map((l) => ({
    value: l,
    label: `${label(l)} (${decimal(summary.safety.find((b) => b.level === l)?.count ?? 0, 0)})`,
  }));
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        {t('safety.scored', { count: summary.scored_vehicles, scored: decimal(summary.scored_vehicles, 0) })}{' '}
        {t('notice.window')}
      </Typography.Text>
      <EChart option={option} height={CHART_HEIGHT} label={t('safety.chart_label')} />
      {wide ? (
        <Segmented<SafetyLevel> block size="small" value={level} onChange={setChosen} options={options} />
      ) : (
        <Select<SafetyLevel> aria-label={t('safety.level')} value={level} onChange={setChosen} options={options} />
      )}
      <List<SafetyVehicle>
        size="small"
        dataSource={band?.vehicles ?? []}
        locale={{ emptyText: t('safety.none', { level: label(level) }) }}
        renderItem={(vehicle) => (
          <List.Item extra={<Badge color={SAFETY_COLORS[level]} text={decimal(vehicle.score, 0)} />}>
            <SummaryVehicleLink vehicle={vehicle} to={reportOfVehicle('exceed_limit', vehicle.imei, summary)} />
          </List.Item>
        )}
      />
    </Flex>
  );
}

/** The fleet's safety levels over the last 14 days, with the vehicles of each, lowest score first. */
export function SafetyCard({ scope }: { scope: DashboardScope }) {
  const { t } = useTranslation('dashboard');
  const how = (
    <Typography.Paragraph style={{ maxWidth: 320, margin: 0 }}>
      {t('safety.how', {
        km: SAFETY_MIN_KM,
        very_good: SAFETY_FLOORS.very_good,
        good: SAFETY_FLOORS.good,
        medium: SAFETY_FLOORS.medium,
        bad: SAFETY_FLOORS.bad,
      })}
    </Typography.Paragraph>
  );
  return (
    <SummaryCard
      title={t('safety.title')}
      scope={scope}
      extra={
        <Popover content={how} title={t('safety.how_title')}>
          <Typography.Link>{t('safety.how_title')}</Typography.Link>
        </Popover>
      }
    >
      {(summary) => (summary.scored_vehicles === 0 ? null : <SafetyBody summary={summary} />)}
    </SummaryCard>
  );
}
