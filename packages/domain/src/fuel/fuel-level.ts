/**
 * A vehicle's fuel sensor and tank: how the tracker's `fuel` reading turns into litres. 'percent'
 * reads a share of the tank's capacity; 'raw' reads a sensor value (an analog voltage, a
 * capacitive probe's count) that the vehicle's own calibration table maps to litres.
 */
export const FUEL_SENSOR_MODES = ['percent', 'raw'] as const;
export type FuelSensorMode = (typeof FUEL_SENSOR_MODES)[number];

/** One row of a calibration table: the sensor's raw value and the litres in the tank at it. */
export type FuelCalibrationPoint = { raw: number; litres: number };

export type FuelConfig = {
  capacity_l: number;
  mode: FuelSensorMode;
  /** Used when mode is 'raw': at least 2 points, raw strictly increasing. */
  calibration: readonly FuelCalibrationPoint[];
};

/** The largest tank taken, in litres: a road tanker's own fuel tank is well below it; a typo is not. */
export const FUEL_MAX_CAPACITY_L = 2000;
export const FUEL_MIN_CALIBRATION_POINTS = 2;
export const FUEL_MAX_CALIBRATION_POINTS = 50;

export type CalibrationProblem = 'fuel_calibration_too_short' | 'fuel_calibration_not_increasing';

/** Why a calibration table cannot be used for a 'raw' sensor, or null when it can. */
export function calibrationProblem(points: readonly FuelCalibrationPoint[]): CalibrationProblem | null {
  if (points.length < FUEL_MIN_CALIBRATION_POINTS) return 'fuel_calibration_too_short';
  const rising = points.every((point, i) => i === 0 || point.raw > (points[i - 1]?.raw ?? -Infinity));
  return rising ? null : 'fuel_calibration_not_increasing';
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Piecewise-linear between the table's points; outside the table the nearest end's litres (no extrapolation). */
function calibrated(raw: number, points: readonly FuelCalibrationPoint[]): number {
  const upper = points.findIndex((point) => point.raw >= raw);
  const a = points[upper - 1];
  const b = points[upper];
  // Below the first point (upper 0) or above the last (upper -1): that end's litres.
  if (!a || !b) return (b ?? points.at(-1))?.litres ?? 0;
  return a.litres + ((raw - a.raw) / (b.raw - a.raw)) * (b.litres - a.litres);
}

/**
 * Litres in the tank for a reading, kept within 0 and the capacity; null for a reading that is not
 * a finite number or a 'raw' sensor without a usable table.
 */
export function litresOf(reading: number, config: FuelConfig): number | null {
  if (!Number.isFinite(reading)) return null;
  if (config.mode === 'percent') return (clamp(reading, 0, 100) / 100) * config.capacity_l;
  if (calibrationProblem(config.calibration) !== null) return null;
  return clamp(calibrated(reading, config.calibration), 0, config.capacity_l);
}

/**
 * Litres per unit of reading on average over the sensor's range: what turns a sum of drops in the
 * reading (the report engine's fuel used, in the sensor's unit) into litres. Exact for 'percent'; for
 * 'raw' the table's overall slope (a curved table's local slopes differ; documented in docs/fuel.md).
 */
export function litresPerUnit(config: FuelConfig): number {
  if (config.mode === 'percent') return config.capacity_l / 100;
  const [first] = config.calibration;
  const last = config.calibration.at(-1);
  if (calibrationProblem(config.calibration) !== null || !first || !last) return 0;
  return Math.abs((last.litres - first.litres) / (last.raw - first.raw));
}
