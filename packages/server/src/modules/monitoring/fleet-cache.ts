import { NOT_UPDATED_AFTER_MS, type LiveStatusUpdate, type LiveVehicleUpdate } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { vehicleFilter, type Scope } from '../../auth/scope.js';
import { SUBJECTS, type Bus } from '../../live/bus.js';
import { fleetShape, loadFleetRows, type FleetRow } from './monitoring-repository.js';
import type { ReaderLanguage } from '../../reader-language.js';
import type { AddressService } from '../geocode/address-service.js';
import { toMonitoringVehicle } from './monitoring-vehicle.js';
import { applyStatus, applyUpdate } from './fleet-row-update.js';

/** A vehicle's row and its entity serialised once per reader language (its location is written in it). */
type Entry = { row: FleetRow; json: Map<ReaderLanguage, Buffer>; validUntil: number };

const fresh = (row: FleetRow): Entry => ({ row, json: new Map(), validUntil: 0 });

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');
const EMPTY = Buffer.from('[]');

/** A full re-read heals anything an incremental read could miss (a commit landing out of order). */
const FULL_RELOAD_MS = 60_000;

/**
 * The monitoring list of the whole fleet, kept in memory. Positions and status arrive from the bus
 * as ingest stores them; vehicle rows changed in the database (edits, new vehicles) are re-read on
 * each request by their updated_at; a change in the vehicle or sensor counts, or a minute passing,
 * reloads everything. Each vehicle's entity is derived and serialised once and reused until it
 * changes or the not-updated threshold passes, so a 20,000-vehicle answer is mostly joining ready JSON.
 * Each vehicle's location is in the reader's language, from the address service without waiting.
 */
export function createFleetCache(db: Db, bus: Bus, addresses: Pick<AddressService, 'locate' | 'ready'>) {
  const entries = new Map<string, Entry>();
  let order: string[] = [];
  let watermark = 0;
  let shape = '';
  let loadedAt = 0;
  let refreshing: Promise<void> | null = null;

  const touch = (imei: string, change: (row: FleetRow) => FleetRow) => {
    const entry = entries.get(imei);
    if (entry) entries.set(imei, fresh(change(entry.row)));
  };
  bus.subscribe(SUBJECTS.vehicleState, (payload) => {
    const update = payload as LiveVehicleUpdate;
    touch(update.imei, (row) => applyUpdate(row, update));
  });
  bus.subscribe(SUBJECTS.vehicleStatus, (payload) => {
    const update = payload as LiveStatusUpdate;
    touch(update.imei, (row) => applyStatus(row, update));
  });

  /** A re-read row replaces the entry unless the entry already holds a newer position. */
  function put(row: FleetRow): void {
    const held = entries.get(row.imei)?.row;
    const keep = held && held.time !== null && (row.time === null || held.time > row.time);
    entries.set(row.imei, fresh(keep ? { ...row, ...positionOf(held) } : row));
    watermark = Math.max(watermark, row.vehicle_changed_at);
  }

  async function refresh(): Promise<void> {
    const currentShape = await fleetShape(db);
    const full = currentShape !== shape || Date.now() - loadedAt > FULL_RELOAD_MS;
    const rows = await loadFleetRows(db, full ? null : watermark);
    if (full) {
      const fresh = new Set(rows.map((row) => row.imei));
      for (const imei of entries.keys()) if (!fresh.has(imei)) entries.delete(imei);
      loadedAt = Date.now();
    }
    const before = entries.size;
    rows.forEach(put);
    if (full || entries.size !== before) order = [...entries.keys()].sort();
    shape = currentShape;
  }

  function jsonOf(entry: Entry, now: number, language: ReaderLanguage): Buffer {
    if (now >= entry.validUntil) {
      entry.json.clear();
      // Movement and health turn 'notupdate' when the last record gets too old: derive again then
      // (once; after that only a new record changes it).
      const turnsStale = entry.row.time === null ? Number.POSITIVE_INFINITY : entry.row.time + NOT_UPDATED_AFTER_MS;
      entry.validUntil = turnsStale > now ? turnsStale : Number.POSITIVE_INFINITY;
    }
    let json = entry.json.get(language);
    if (json === undefined) {
      const locate = (lat: number, lng: number) => addresses.locate(lat, lng, language);
      json = Buffer.from(JSON.stringify(toMonitoringVehicle(entry.row, now, locate)));
      entry.json.set(language, json);
    }
    return json;
  }

  return {
    /** Every vehicle's row as it stands (no scope: the caller applies its own), refreshed as for a page. */
    async rows(): Promise<FleetRow[]> {
      refreshing ??= refresh().finally(() => (refreshing = null));
      await refreshing;
      const rows: FleetRow[] = [];
      for (const imei of order) {
        const row = entries.get(imei)?.row;
        if (row) rows.push(row);
      }
      return rows;
    },

    /**
     * One page of the vehicles visible in the scope, as the UTF-8 pieces of a JSON array, with the
     * total; locations in the reader's language.
     */
    async page(
      scope: Scope,
      limit: number,
      page: number,
      language: ReaderLanguage,
    ): Promise<{ pieces: Buffer[]; total: number }> {
      refreshing ??= refresh().finally(() => (refreshing = null));
      await Promise.all([refreshing, addresses.ready()]);
      const allowed = await vehicleFilter(db, scope);
      const visible = order.filter((imei) => {
        const row = entries.get(imei)?.row;
        return row !== undefined && allowed(row.organization_id, row.leasing_org_id);
      });
      const now = Date.now();
      const pieces: Buffer[] = [];
      for (const imei of visible.slice((page - 1) * limit, page * limit)) {
        const entry = entries.get(imei);
        if (!entry) continue;
        pieces.push(pieces.length === 0 ? OPEN : COMMA, jsonOf(entry, now, language));
      }
      pieces.push(pieces.length === 0 ? EMPTY : CLOSE);
      return { pieces, total: visible.length };
    },
  };
}

function positionOf(row: FleetRow): Partial<FleetRow> {
  const { time, lat, lng, alt, head, speed, sat, props, sensors } = row;
  return { time, lat, lng, alt, head, speed, sat, props, sensors };
}

export type FleetCache = ReturnType<typeof createFleetCache>;
