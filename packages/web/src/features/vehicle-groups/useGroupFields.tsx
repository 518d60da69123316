import { useTranslation } from 'react-i18next';
import type { VehicleGroupDetail } from '@armada/domain';
import type { DetailField } from '../../components/detail/DetailView';
import { formatDateTime } from '../../components/formatDate';
import { seededDescription } from '../../components/seededDescription';
import { GroupMembers } from './GroupMembers';

/** What the side panel shows of a group. */
export function useGroupFields(): DetailField<VehicleGroupDetail>[] {
  const { t } = useTranslation('vehicleGroups');
  return [
    { key: 'name', label: t('field.name') },
    { key: 'description', label: t('field.description'), render: (row) => seededDescription(t, row) || '-' },
    { key: 'organization_name', label: t('field.organization') },
    { key: 'vehicle_count', label: t('field.vehicle_count') },
    { key: 'updated_at', label: t('field.updated_at'), render: (row) => formatDateTime(row.updated_at) },
    { key: 'vehicles', label: t('field.vehicles'), render: (row) => <GroupMembers members={row.vehicles} /> },
  ];
}
