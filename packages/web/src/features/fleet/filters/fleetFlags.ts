import type { FilterableVehicle } from '@armada/domain';
import type { FleetEntry } from '../fleetModel';

/** Per-user facts the monitoring list does not carry, merged into the filters' view of each vehicle. */
export type FleetFlags = {
  onDuty: ReadonlySet<string>;
  muted: ReadonlySet<string>;
  /** The selected vehicle group's imeis; null shows every vehicle. */
  group: ReadonlySet<string> | null;
};

const NONE: ReadonlySet<string> = new Set();
export const NO_FLAGS: FleetFlags = { onDuty: NONE, muted: NONE, group: null };

export type FlaggedFleet = { entries: readonly FleetEntry[]; filterables: readonly FilterableVehicle[] };

export type Flagger = (entries: readonly FleetEntry[], flags: FleetFlags) => FlaggedFleet;

/**
 * Keeps one flagged copy per vehicle, reused until the vehicle's own filter view or the flag sets
 * change: a live flush copies only the vehicles it changed, and a filter pass copies nothing.
 */
export function createFlagger(): Flagger {
  let cache = new WeakMap<FilterableVehicle, FilterableVehicle>();
  let seen: Pick<FleetFlags, 'onDuty' | 'muted'> = NO_FLAGS;
  return (all, flags) => {
    if (flags.onDuty !== seen.onDuty || flags.muted !== seen.muted) {
      cache = new WeakMap();
      seen = flags;
    }
    const entries = flags.group === null ? all : all.filter((entry) => flags.group?.has(entry.vehicle.imei));
    const filterables = entries.map(({ vehicle, filter }) => {
      let flagged = cache.get(filter);
      if (!flagged) {
        flagged = { ...filter, on_duty: flags.onDuty.has(vehicle.imei), muted_alert: flags.muted.has(vehicle.imei) };
        cache.set(filter, flagged);
      }
      return flagged;
    });
    return { entries, filterables };
  };
}
