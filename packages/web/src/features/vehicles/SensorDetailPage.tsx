import { Card, Descriptions, Flex, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { formatDateTime } from '../../components/formatDate';
import { LinkButton } from '../../components/LinkButton';
import { PageTitle } from '../../components/PageTitle';
import { useAuth } from '../auth/useAuth';
import { useSensorReading } from './sensorsApi';
import { useIdParam } from '../../components/useIdParam';
import { useSensorLabels } from './useSensorLabels';

const SMALL = 'small';
const GREEN = 'green';

/** `/sensor/detail?id=`: a sensor with its current reading and state, refreshed every 30 s. */
export function SensorDetailPage() {
  const { t } = useTranslation('vehicles');
  const labels = useSensorLabels();
  const { viewer } = useAuth();
  const id = useIdParam();
  const reading = useSensorReading(id);
  const canEdit = viewer !== null && hasPermission(viewer, 'sensor_edit_vehicle_sensor');
  if (id === null) return <ErrorMessage error="not_found" />;
  if (reading.isPending) return <Spin />;
  if (reading.error) return <ErrorMessage error={toApiError(reading.error)} />;
  const view = reading.data;
  const shown = (name: string, value: string | number | null) => {
    if (value === null || value === '') return '-';
    if (name === 'state') return t(`maps:sensor_state.${value}`, { defaultValue: String(value) });
    if (name === 'last_update') return formatDateTime(String(value));
    if (name === 'source') return labels.source(String(value));
    return String(value);
  };
  const items = [
    { key: 'type', label: t('sensor.type_label'), children: labels.type(view.type.Name.toLowerCase()) },
    {
      key: 'status',
      label: t('sensor.status'),
      children: (
        <Tag color={view.status === 1 ? GREEN : undefined}>{t(view.status === 1 ? 'sensor.on' : 'sensor.off')}</Tag>
      ),
    },
    ...view.properties.map((p) => ({
      key: p.name,
      label: t(`sensor.property.${p.name}`, { defaultValue: p.name }),
      children: shown(p.name, p.value),
    })),
  ];
  return (
    <>
      <Flex justify="space-between" align="start" wrap gap={8}>
        <PageTitle>{t('sensor.detail_title', { code: view.code })}</PageTitle>
        {canEdit && <LinkButton to={`/vehicles/sensor_edit?id=${id}`}>{t('edit')}</LinkButton>}
      </Flex>
      <Card>
        <Descriptions column={1} size={SMALL} bordered items={items} />
      </Card>
    </>
  );
}
