import type { TelemetryProperties } from '@armada/domain';

/** A sensor as the monitoring query aggregates it; current_value is the state property named by source. */
export type SensorRow = {
  id: number;
  type_id: number;
  type_sensor: string;
  code_sensor: string;
  name: string;
  source: string;
  status: number;
  normal: number | null;
  upper_limit: number | null;
  lower_limit: number | null;
  current_value: unknown;
};

/** One vehicle with its latest state (state columns null when it never reported). */
export type MonitoringRow = {
  id: number;
  imei: string;
  gpstype: number;
  vehicle_name: string;
  vehicle_number: string | null;
  chassis_number: string | null;
  euro_std: string | null;
  vehicle_type: string | null;
  vehicle_group: string | null;
  device_status: 'active' | 'inactive';
  activation_status: string;
  activation_date: string | null;
  /** ms since epoch */
  time: number | null;
  lat: number | null;
  lng: number | null;
  alt: number | null;
  head: number | null;
  speed: number | null;
  sat: number | null;
  props: TelemetryProperties | null;
  sensors: SensorRow[] | null;
};
