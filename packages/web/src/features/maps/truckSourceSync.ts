import type { GeoJSONSourceDiff, Map as MapLibreMap } from 'maplibre-gl';
import type { FeatureCollection, Point } from 'geojson';
import type { FleetEntry } from '../fleet/fleetModel';
import { truckFeature, type TruckFeature, type TruckProperties } from './truckFeatures';

/** What the trucks' GeoJSON source is told: the whole set, a diff, or nothing. */
export type TruckSourceUpdate =
  | { kind: 'set'; data: FeatureCollection<Point, TruckProperties> }
  | { kind: 'diff'; diff: GeoJSONSourceDiff }
  | { kind: 'none' };

/** Past this share of the shown trucks changing, sending them all is cheaper than a diff. */
const FULL_SET_SHARE = 0.5;

/**
 * Keeps the trucks' source in step with the shown fleet by differences: a live flush or a filter
 * change sends MapLibre's worker only the trucks added, changed or removed, not 20,000 features.
 * Entries are immutable (an update makes a new one), so a feature is built once per entry.
 */
export function createTruckSourceSync(): (entries: readonly FleetEntry[]) => TruckSourceUpdate {
  const built = new WeakMap<FleetEntry, TruckFeature | null>();
  let shown = new Map<string, TruckFeature>();

  const featureOf = (entry: FleetEntry) => {
    let feature = built.get(entry);
    if (feature === undefined) {
      feature = truckFeature(entry);
      built.set(entry, feature);
    }
    return feature;
  };

  return (entries) => {
    const next = new Map<string, TruckFeature>();
    const add: TruckFeature[] = [];
    for (const entry of entries) {
      const feature = featureOf(entry);
      if (!feature) continue;
      next.set(feature.id, feature);
      if (shown.get(feature.id) !== feature) add.push(feature);
    }
    const remove = [...shown.keys()].filter((id) => !next.has(id));
    const first = shown.size === 0;
    shown = next;
    if (add.length === 0 && remove.length === 0) return first ? fullSet(next) : { kind: 'none' };
    if (first || add.length + remove.length > next.size * FULL_SET_SHARE) return fullSet(next);
    return { kind: 'diff', diff: { add, remove } };
  };
}

function fullSet(shown: ReadonlyMap<string, TruckFeature>): TruckSourceUpdate {
  return { kind: 'set', data: { type: 'FeatureCollection', features: [...shown.values()] } };
}

export type TruckSourceSync = ReturnType<typeof createTruckSourceSync>;

const SYNCS = new WeakMap<MapLibreMap, TruckSourceSync>();

/** The sync of a map's own truck source: a new map (a remount) starts from an empty source. */
export function truckSourceSyncFor(map: MapLibreMap): TruckSourceSync {
  let sync = SYNCS.get(map);
  if (!sync) {
    sync = createTruckSourceSync();
    SYNCS.set(map, sync);
  }
  return sync;
}
