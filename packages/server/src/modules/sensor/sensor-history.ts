import {
  SENSOR_HISTORY_MAX_CHANGES,
  SENSOR_HISTORY_MAX_DAYS,
  sensorStateChanges,
  type SensorHistory,
  type SensorHistoryQuery,
} from '@armada/domain';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import type { Scope } from '../../auth/scope.js';
import { parseInstant } from '../history/history-period.js';
import { findVisibleSensor } from './sensor-repository.js';
import { sensorBuckets, sensorTurns } from './sensor-history-repository.js';
import { toSensorStateRow } from './sensor-states.js';

const DAY_MS = 86_400_000;

/** The period asked for: by default the day before `to` (by default now), at most SENSOR_HISTORY_MAX_DAYS. */
function periodOf(query: SensorHistoryQuery, now: number) {
  const to = query.to === undefined ? now : parseInstant(query.to);
  const from = query.from === undefined ? to - DAY_MS : parseInstant(query.from);
  if (Number.isNaN(from) || Number.isNaN(to) || from >= to) throw new AppError(400, 'history_period_invalid');
  if (to - from > SENSOR_HISTORY_MAX_DAYS * DAY_MS) {
    throw new AppError(400, 'history_period_too_long', { values: { days: SENSOR_HISTORY_MAX_DAYS } });
  }
  return { from, to };
}

/** A visible sensor's values per interval and its state changes over the period; 404 when out of reach. */
export async function sensorHistory(db: Db, scope: Scope, query: SensorHistoryQuery): Promise<SensorHistory> {
  const period = periodOf(query, Date.now());
  const found = await findVisibleSensor(db, scope, query.id);
  if (!found) throw notFound();
  const time = found.time === null ? null : new Date(found.time).getTime();
  const sensor = toSensorStateRow({ ...found, id: found.vehicle_id, time }, found);
  const { stepMs, buckets } = await sensorBuckets(db, found, period);
  // Turns are a superset of the changes: twice the changes shown leaves room for turns that change nothing.
  const turns = await sensorTurns(db, found, period, SENSOR_HISTORY_MAX_CHANGES * 2 + 1);
  const truncated = turns.length > SENSOR_HISTORY_MAX_CHANGES * 2;
  const changes = sensorStateChanges(turns.reverse(), found, Math.min(period.to, Date.now()));
  const latest = changes.slice(-SENSOR_HISTORY_MAX_CHANGES).reverse();
  return {
    sensor,
    from: new Date(period.from).toISOString(),
    to: new Date(period.to).toISOString(),
    step_s: stepMs / 1000,
    buckets,
    changes: latest.map((change) => ({ ...change, time: new Date(change.time).toISOString() })),
    changes_truncated: truncated || changes.length > SENSOR_HISTORY_MAX_CHANGES,
  };
}
