import { useState } from 'react';
import { Card, Flex, Segmented, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, SENSOR_HISTORY_MAX_DAYS } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LinkButton } from '../../components/LinkButton';
import { PageTitle } from '../../components/PageTitle';
import { useIdParam } from '../../components/useIdParam';
import { useAuth } from '../auth/useAuth';
import { SensorChangesTable } from './SensorChangesTable';
import { SensorHistoryChart } from './SensorHistoryChart';
import { SensorSummary } from './SensorSummary';
import { useSensorHistory } from './sensorsApi';

const PERIOD_DAYS = { day: 1, week: 7, month: SENSOR_HISTORY_MAX_DAYS } as const;
type PeriodKey = keyof typeof PERIOD_DAYS;
const PERIODS = Object.keys(PERIOD_DAYS) as PeriodKey[];
const MINUTE = 60_000;
const GAP = 16;
const SMALL = 'small';

/** The period ending now (to the minute, so the query stays the same until the period is chosen again). */
function periodOf(key: PeriodKey) {
  const to = Math.ceil(Date.now() / MINUTE) * MINUTE;
  return { key, from: new Date(to - PERIOD_DAYS[key] * 86_400_000).toISOString(), to: new Date(to).toISOString() };
}

/**
 * `/sensor/detail?id=`: a sensor and its vehicle, its values over the last day, week or month
 * (at most what the sensor report allows) against its limits, and its state changes.
 */
export function SensorDetailPage() {
  const { t } = useTranslation('sensors');
  const id = useIdParam();
  const { viewer } = useAuth();
  const canEdit = viewer !== null && hasPermission(viewer, 'sensor_edit_vehicle_sensor');
  const [period, setPeriod] = useState(() => periodOf('day'));
  const history = useSensorHistory(id, period.from, period.to);
  if (id === null) return <ErrorMessage error="not_found" />;
  if (history.isPending) return <Spin />;
  if (history.error) return <ErrorMessage error={toApiError(history.error)} />;
  const { sensor } = history.data;
  return (
    <Flex vertical gap={GAP}>
      <Flex justify="space-between" align="start" wrap gap={8}>
        <PageTitle>{t('detail_title', { code: sensor.code_sensor, vehicle: sensor.vehicle_name })}</PageTitle>
        <Flex gap={8}>
          {canEdit && <LinkButton to={`/vehicles/sensor_edit?id=${sensor.id}`}>{t('edit')}</LinkButton>}
          <LinkButton to="/sensor">{t('back')}</LinkButton>
        </Flex>
      </Flex>
      <Card size={SMALL}>
        <SensorSummary sensor={sensor} />
      </Card>
      <Card size={SMALL} title={t('chart.title')}>
        <Flex vertical gap={8}>
          <Segmented<PeriodKey>
            size={SMALL}
            aria-label={t('period.label')}
            value={period.key}
            options={PERIODS.map((key) => ({ value: key, label: t(`period.${key}`, { days: PERIOD_DAYS[key] }) }))}
            onChange={(key) => setPeriod(periodOf(key))}
          />
          {history.isFetching && history.isPlaceholderData ? <Spin /> : <SensorHistoryChart history={history.data} />}
        </Flex>
      </Card>
      <Card size={SMALL} title={t('changes.title')}>
        <SensorChangesTable history={history.data} />
      </Card>
    </Flex>
  );
}
