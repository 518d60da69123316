import { Type, type Static } from '@sinclair/typebox';
import { Closed } from './contract.js';

/** Request and answer shapes of the vehicle history call (track playback on the live map). */

export const HISTORY_LIST_PATH = '/api/monitoring-service/history/list_history';
/** The same track as an xlsx file, one row per stored position; answers DownloadStarted. */
export const HISTORY_DOWNLOAD_PATH = '/api/monitoring-service/history/download_history';

/** The longest period one call may ask for. */
export const HISTORY_MAX_DAYS = 7;
/** Past this many positions the track is thinned evenly (stops' ends are always kept). */
export const HISTORY_MAX_POINTS = 5000;
/** Standing still (ignition off or speed 0) at least this long makes a stop. */
export const HISTORY_STOP_MINUTES = 5;

/** `type: [x, 'null']` rather than anyOf, so fast-json-stringify serialises it without trying schemas. */
const nullableNumber = Type.Unsafe<number | null>({ type: ['number', 'null'] });
const nullableInteger = Type.Unsafe<number | null>({ type: ['integer', 'null'] });
const isoTime = Type.String({ description: 'ISO 8601 UTC' });

const historyPeriod = {
  imei: Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9]+$' }),
  start: Type.String({ minLength: 1, maxLength: 40, description: 'ISO 8601 date-time (a zone offset, else UTC)' }),
  end: Type.String({
    minLength: 1,
    maxLength: 40,
    description: `ISO 8601 date-time; at most ${HISTORY_MAX_DAYS} days after start`,
  }),
};

export const HistoryQuery = Closed(historyPeriod);
export type HistoryQuery = Static<typeof HistoryQuery>;

/** The track to write to a file: the same vehicle and period rules as the list. */
export const HistoryDownloadQuery = Closed(historyPeriod);
export type HistoryDownloadQuery = Static<typeof HistoryDownloadQuery>;

export const HistoryPoint = Closed({
  time: isoTime,
  lat: Type.Number(),
  lng: Type.Number(),
  speed: Type.Number(),
  head: Type.Number(),
  ign: nullableInteger,
});
export type HistoryPoint = Static<typeof HistoryPoint>;

/** parked: the ignition was off during the stop; idling: on throughout. */
export const STOP_KINDS = ['parked', 'idling'] as const;
export type StopKind = (typeof STOP_KINDS)[number];

export const HistoryStop = Closed({
  start: isoTime,
  end: isoTime,
  /** Seconds. */
  duration: Type.Integer(),
  lat: Type.Number(),
  lng: Type.Number(),
  kind: Type.Unsafe<StopKind>({ type: 'string', enum: [...STOP_KINDS] }),
});
export type HistoryStop = Static<typeof HistoryStop>;

/** An activity notification of the vehicle in the period, placed where the track was at that time. */
export const HistoryEvent = Closed({
  id: Type.Integer(),
  time: isoTime,
  type: Type.String(),
  type_name: Type.String(),
  text: Type.String(),
  lat: nullableNumber,
  lng: nullableNumber,
  data: Type.Record(Type.String(), Type.Unknown()),
});
export type HistoryEvent = Static<typeof HistoryEvent>;

export const HistorySummary = Closed({
  distance_km: Type.Number(),
  max_speed: Type.Number(),
  /** Seconds moving (speed above 0 with the ignition on). */
  driving_seconds: Type.Integer(),
  stop_count: Type.Integer(),
  /** Positions stored in the period, before any thinning. */
  total_positions: Type.Integer(),
});
export type HistorySummary = Static<typeof HistorySummary>;

export const HistoryResult = Closed({
  imei: Type.String(),
  vehicle_name: Type.String(),
  vehicle_number: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  start: isoTime,
  end: isoTime,
  positions: Type.Array(HistoryPoint),
  /** True when positions were thinned to HISTORY_MAX_POINTS. */
  thinned: Type.Boolean(),
  stops: Type.Array(HistoryStop),
  events: Type.Array(HistoryEvent),
  summary: HistorySummary,
});
export type HistoryResult = Static<typeof HistoryResult>;
