import type { TFunction } from 'i18next';
import { GSM_LEVELS, liveSpeed, locationShort, MOVEMENTS, powerSource, type MonitoringVehicle } from '@armada/domain';
import { formatDateTime } from '../../components/formatDate';
import { telemetryProperties, timeOf } from '../fleet/fleetModel';
import { decimal } from '../../components/formatNumber';

export const COLUMN_KEYS = [
  'name',
  'plate',
  'chassis',
  'movement',
  'speed',
  'health',
  'euro',
  'gsm',
  'power',
  'last_update',
  'location',
] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];

type SortValue = string | number | null;

export type ExplorerColumn = {
  key: ColumnKey;
  width: number;
  align?: 'right';
  /** What the column sorts by; null sorts last whatever the direction. */
  sortValue: (vehicle: MonitoringVehicle) => SortValue;
  text: (vehicle: MonitoringVehicle, t: TFunction) => string;
};

const NONE = '-';
const rank = <T extends string>(order: readonly T[], value: T | null) => (value === null ? null : order.indexOf(value));
const HEALTH_ORDER = ['abnormal', 'notupdate', 'normal'] as const;
const power = (v: MonitoringVehicle) => powerSource(telemetryProperties(v.properties));

function healthText(vehicle: MonitoringVehicle, t: TFunction): string {
  if (vehicle.abnormal_status !== 'abnormal' || vehicle.abnormal_type.length === 0)
    return t(`maps:health.${vehicle.abnormal_status}`);
  return vehicle.abnormal_type.map((type) => t(`explore:abnormal.${type}`)).join(', ');
}

/** The explorer's columns: the live fleet's facts, formatted as the map's detail formats them. */
export const EXPLORER_COLUMNS: readonly ExplorerColumn[] = [
  { key: 'name', width: 210, sortValue: (v) => v.vehicle_name, text: (v) => v.vehicle_name },
  { key: 'plate', width: 110, sortValue: (v) => v.vehicle_number, text: (v) => v.vehicle_number ?? NONE },
  { key: 'chassis', width: 170, sortValue: (v) => v.chassis_number, text: (v) => v.chassis_number ?? NONE },
  {
    key: 'movement',
    width: 110,
    sortValue: (v) => rank(MOVEMENTS, v.movement),
    text: (v, t) => t(`maps:movement.${v.movement}`),
  },
  {
    key: 'speed',
    width: 90,
    align: 'right',
    sortValue: (v) => liveSpeed(v.movement, v.properties.speed),
    text: (v, t) => {
      const speed = liveSpeed(v.movement, v.properties.speed);
      return speed === null ? NONE : t('maps:unit.kmh', { value: decimal(speed, 0) });
    },
  },
  {
    key: 'health',
    width: 170,
    sortValue: (v) => HEALTH_ORDER.indexOf(v.abnormal_status) * 10 - v.abnormal_type.length,
    text: healthText,
  },
  {
    key: 'euro',
    width: 70,
    sortValue: (v) => v.euro_std,
    text: (v, t) => (v.euro_std ? t(`maps:euro.${v.euro_std}`) : NONE),
  },
  {
    key: 'gsm',
    width: 100,
    sortValue: (v) => rank(GSM_LEVELS, v.gsm_signal),
    text: (v, t) => (v.gsm_signal ? t(`maps:gsm.${v.gsm_signal}`) : NONE),
  },
  { key: 'power', width: 110, sortValue: power, text: (v, t) => t(`maps:power.${power(v)}`) },
  { key: 'last_update', width: 140, sortValue: timeOf, text: (v) => formatDateTime(v.properties.time) },
  { key: 'location', width: 260, sortValue: (v) => v.location, text: (v) => locationShort(v.location) || NONE },
];

export const TOTAL_WIDTH = EXPLORER_COLUMNS.reduce((sum, column) => sum + column.width, 0);
