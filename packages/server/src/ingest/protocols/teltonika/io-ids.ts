/**
 * Default AVL ids of FMB-series devices (Teltonika wiki, "FMB Teltonika Data Sending Parameters ID",
 * permanent, eventual and CAN adapter elements). docs/io-mapping/teltonika.md maps each to a property.
 */
export const IO = {
  din1: 1,
  /** DIN2 and DIN3 carry the door switches in Armada installations (DIN1 is usually ignition sense). */
  din2: 2,
  din3: 3,
  iccid1: 11,
  iccid2: 14,
  totalOdometer: 16,
  gsmSignal: 21,
  obdEngineRpm: 36,
  externalVoltage: 66,
  batteryVoltage: 67,
  gnssStatus: 69,
  dallasTemperature1: 72,
  dallasTemperature2: 73,
  dallasTemperature3: 74,
  dallasTemperature4: 75,
  canFuelLevelLitres: 84,
  canEngineRpm: 85,
  canTotalMileage: 87,
  canFuelLevelPercent: 89,
  canEngineWorktime: 102,
  dout1: 179,
  dout2: 180,
  ignition: 239,
  movement: 240,
  crashDetection: 247,
  jamming: 249,
  unplug: 252,
  greenDrivingType: 253,
} as const;

export const DALLAS_TEMPERATURE_IDS = [
  IO.dallasTemperature1,
  IO.dallasTemperature2,
  IO.dallasTemperature3,
  IO.dallasTemperature4,
] as const;

/** CAN adapter (LV-CAN200 / ALL-CAN300 / CAN-CONTROL) elements: any of them present means CAN data. */
export const CAN_ADAPTER_IDS: readonly number[] = [81, 82, 83, 84, 85, 87, 89, 90, 100, 102, 103, 105, 107, 110];

/** GNSS status value meaning "GNSS on with fix". */
export const GNSS_ON_WITH_FIX = 1;
