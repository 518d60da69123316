import { activationStatusLabel, doorText, gpsOn, liveSpeed, powerSource, type MonitoringVehicle } from '@armada/domain';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../components/formatDate';
import { telemetryProperties } from '../fleet/fleetModel';
import { decimal, kilometres } from '../../components/formatNumber';

export type Fact = { key: string; label: string; value: string };

const NONE = '-';
const num = (value: number | null | undefined, digits = 1) => decimal(value, digits);
const withUnit = (t: TFunction, unit: string, value: number | null | undefined, digits = 1) =>
  value == null ? NONE : t(`unit.${unit}`, { value: num(value, digits) });

/** The rows of the detail panel, formatted with the domain's text helpers and translated. */
export function vehicleFacts(vehicle: MonitoringVehicle, t: TFunction): Fact[] {
  const p = vehicle.properties;
  const props = telemetryProperties(p);
  const rows: [string, string][] = [
    ['name', vehicle.vehicle_name],
    ['plate', vehicle.vehicle_number ?? NONE],
    ['chassis', vehicle.chassis_number ?? NONE],
    ['euro', vehicle.euro_std ? t(`euro.${vehicle.euro_std}`) : NONE],
    ['movement', t(`movement.${vehicle.movement}`)],
    ['health', t(`health.${vehicle.abnormal_status}`)],
    ['speed', withUnit(t, 'kmh', liveSpeed(vehicle.movement, p.speed), 0)],
    ['heading', withUnit(t, 'degrees', vehicle.heading ?? p.head, 0)],
    ['last_update', formatDateTime(p.time)],
    ['gsm', vehicle.gsm_signal ? t(`gsm.${vehicle.gsm_signal}`) : NONE],
    ['gps', t(gpsOn(p.sat) ? 'gps.on' : 'gps.off')],
    ['satellites', p.sat == null ? NONE : String(p.sat)],
    ['power', t(`power.${powerSource(props)}`)],
    ['accu', withUnit(t, 'volts', p.accu ?? p.accu_voltage)],
    ['battery', withUnit(t, 'volts', p.gps_batt, 2)],
    ['door1', t(`door.${doorText(p.door1)}`)],
    ['door2', t(`door.${doorText(p.door2)}`)],
    ['temperature', p.temp.length ? p.temp.map((c) => withUnit(t, 'celsius', c)).join(', ') : NONE],
    // Litres from the CAN bus or an analogue sensor, percent from a level sensor (properties.ts).
    ['fuel', withUnit(t, p.fuel_sensor === 'percent' ? 'percent' : 'litres', p.fuel)],
    ['mileage', kilometres(p.mileage)],
    ['engine_hours', withUnit(t, 'hours', p.engine_hours)],
    ['activation', t(`activation.${activationStatusLabel(vehicle.activation_status)}`)],
  ];
  return rows.map(([key, value]) => ({ key, label: t(`detail.${key}`), value }));
}
