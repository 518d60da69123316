/**
 * The monitoring properties of a position (spec document 2 section 3), as every device family's
 * IO elements are normalised into them (docs/io-mapping.md). Absent means the device did not report it.
 */
export type TelemetryProperties = {
  /** Ignition: 1 on, 0 off. */
  ign?: 0 | 1;
  /** Device event id that caused the record (Teltonika event IO id, Ruptela event id, GT06 alarm). */
  eventID?: number;
  /** Total odometer in kilometres. */
  mileage?: number;
  /** Engine hours. */
  engine_hours?: number;
  /** Fuel level in litres (CAN) or percent (sensor), per fuel_sensor. */
  fuel?: number;
  fuel_sensor?: 'can' | 'analog' | 'percent';
  /** 1 when CAN-bus data is present. */
  canbus?: 0 | 1;
  /** GPS fix: 1 valid, 0 not. */
  gps?: 0 | 1;
  /** Vehicle (external) power in volts; accu_voltage is the same reading kept for the spec's second name. */
  accu?: number;
  accu_voltage?: number;
  /** Tracker's backup battery in volts. */
  gps_batt?: number;
  /** Doors: 1 CLOSED, 0 OPEN. */
  door1?: 0 | 1;
  door2?: 0 | 1;
  /** Engine running (from RPM or engine status). */
  status_engine?: 0 | 1;
  /** Temperatures in °C, sensor 1 first. */
  temp?: number[];
  /** Immobiliser / starter kill output: 1 engaged (starter killed), 0 free. */
  imb?: 0 | 1;
  buzzer?: 0 | 1;
  /** 1 when a bump (crash / harsh event) was detected. */
  bump?: 0 | 1;
  /** The kind of a harsh-driving event the record reports: 1 acceleration, 2 braking, 3 cornering (Teltonika green driving). */
  harsh?: 1 | 2 | 3;
  /** Raw GSM signal as the device reports it (Teltonika 0-5, others 0-31). */
  gsm_signal?: number;
  /** Load weight in kg when an axle/load sensor is fitted. */
  load?: number;
  /** The tag a driver-ID (RFID) reader last read, when one is fitted. */
  rfid?: string;
  /** 1 when the tracker reports it was removed or its case opened. */
  dismantle?: 0 | 1;
  /** Jamming detected: 1. */
  jamming?: 0 | 1;
  /** SIM card identifier, for simcard_change. */
  iccid?: string;
};

/** One position as decoded from a tracker and normalised; the unit of ingest. */
export type Telemetry = {
  imei: string;
  gpstype: number;
  /** Device time of the fix, ms since epoch, UTC. */
  time: number;
  lat: number;
  lng: number;
  alt: number;
  /** Heading in degrees 0-359. */
  head: number;
  /** Speed in km/h. */
  speed: number;
  sat: number;
  properties: TelemetryProperties;
};
