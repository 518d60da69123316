import { useTranslation } from 'react-i18next';
import { familyOf, type VehicleRow } from '@armada/domain';
import type { DetailField } from '../../components/detail/DetailView';
import { formatDateTime } from '../../components/formatDate';
import { useVehicleLabels } from './useVehicleLabels';

type Field = DetailField<VehicleRow>;

/** The management fields of spec document 1 section 3, then ownership and status; status first for the status detail. */
export function useVehicleFields(statusFirst: boolean): Field[] {
  const { t } = useTranslation('vehicles');
  const labels = useVehicleLabels();
  const code = (prefix: string, value: string | null) =>
    value ? t(`${prefix}.${value}`, { defaultValue: value }) : '-';
  const plain = (key: keyof VehicleRow, label = key): Field => ({ key, label: t(`field.${label}`) });

  const identity: Field[] = [
    plain('vehicle_name'),
    plain('vehicle_number'),
    plain('chassis_number'),
    plain('engine_number'),
    plain('unit_number'),
    plain('imei'),
    { key: 'gpstype', label: t('field.gps_type'), render: (v) => labels.family(familyOf(v.gpstype)) },
    plain('sim_number'),
    plain('brand'),
    plain('model'),
    plain('vehicle_type'),
    { key: 'color', label: t('field.color'), render: (v) => code('color', v.color) },
    { key: 'transmission', label: t('field.transmission'), render: (v) => code('transmission', v.transmission) },
    plain('assembly_year'),
    { key: 'euro_std', label: t('field.euro_std'), render: (v) => labels.euro(v.euro_std) },
    plain('odometer'),
    plain('stnk_valid_until'),
    plain('license_valid_until'),
    {
      key: 'ownership_status',
      label: t('field.ownership_status'),
      render: (v) => code('ownership', v.ownership_status),
    },
    { key: 'owner_name', label: t('field.owner') },
    { key: 'leasing_name', label: t('field.leasing') },
    plain('vehicle_group'),
  ];
  const status: Field[] = [
    { key: 'device_status', label: t('field.device_status'), render: (v) => labels.device(v.device_status) },
    {
      key: 'activation_status',
      label: t('field.activation_status'),
      render: (v) => labels.activation(v.activation_status, statusFirst ? 'history' : 'monitoring'),
    },
    plain('activation_date'),
    {
      key: 'registration_status',
      label: t('field.registration_status'),
      render: (v) => labels.registration(v.registration_status),
    },
    { key: 'created_at', label: t('field.created_at'), render: (v) => formatDateTime(v.created_at) },
  ];
  return statusFirst ? [...status, ...identity] : [...identity, ...status];
}
