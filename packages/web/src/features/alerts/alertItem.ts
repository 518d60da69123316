import type { LiveVehicleEvent, NotificationRow } from '@armada/domain';

/** One entry of the alert feed, from the notification list or from the live socket. */
export type AlertItem = {
  /** vehicle, type and time: the same event from the list and the socket has the same key. */
  key: string;
  time: number;
  type: string;
  imei: string | null;
  /** What names the vehicle first: its plate, else its name, else the IMEI (as ingest labels events). */
  vehicle: string;
  vehicleName: string | null;
  data: Readonly<Record<string, unknown>>;
  /** The stored English text, shown when the type has no translation. */
  text: string;
};

/** When the alert's event began and, for a condition that ended, when it ended: where its history opens. */
export function momentOf(item: Pick<AlertItem, 'time' | 'data'>): { at: number; until?: number } {
  const until = item.data.end_time;
  return typeof until === 'number' && until >= item.time ? { at: item.time, until } : { at: item.time };
}

const keyOf = (imei: string | null, type: string, time: number) => `${imei ?? '-'}|${type}|${time}`;

export function fromRow(row: NotificationRow): AlertItem {
  const time = Date.parse(row.created_at);
  return {
    key: keyOf(row.imei, row.type, time),
    time,
    type: row.type,
    imei: row.imei,
    vehicle: row.vehicle_number || row.vehicle_name || row.imei || '-',
    vehicleName: row.vehicle_name,
    data: row.data,
    text: row.text,
  };
}

export function fromEvent(event: LiveVehicleEvent): AlertItem {
  return {
    key: keyOf(event.imei, event.type, event.time),
    time: event.time,
    type: event.type,
    imei: event.imei,
    vehicle: event.label,
    vehicleName: null,
    data: event.detail,
    text: '',
  };
}

/** The live items the list does not hold yet, then the list; newest first. */
export function mergeFeed(live: readonly AlertItem[], listed: readonly AlertItem[]): AlertItem[] {
  const known = new Set(listed.map((item) => item.key));
  const fresh = live.filter((item) => !known.has(item.key));
  return [...fresh, ...listed].sort((a, b) => b.time - a.time);
}

export type AlertFilter = { types: readonly string[]; search: string; muted: ReadonlySet<string> };

/** The list is filtered by the server; live items get the same filter here (search: vehicle and IMEI). */
export function matchesAlert(item: AlertItem, { types, search, muted }: AlertFilter): boolean {
  if (item.imei !== null && muted.has(item.imei)) return false;
  if (types.length > 0 && !types.includes(item.type)) return false;
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [item.vehicle, item.vehicleName, item.imei, item.text].some((v) => v?.toLowerCase().includes(needle));
}
