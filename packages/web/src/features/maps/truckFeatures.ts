import type { FeatureCollection, Point } from 'geojson';
import { locationShort, type Movement } from '@armada/domain';
import type { FleetEntry } from './fleetModel';

export type TruckProperties = {
  imei: string;
  movement: Movement;
  abnormal: boolean;
  head: number;
  name: string;
  place: string;
};

/** The trucks with a usable position as GeoJSON points for the clustered source. */
export function truckFeatures(entries: readonly FleetEntry[]): FeatureCollection<Point, TruckProperties> {
  const features: FeatureCollection<Point, TruckProperties>['features'] = [];
  for (const { vehicle } of entries) {
    const { lat, lng } = vehicle.position;
    if (lat === null || lng === null || (lat === 0 && lng === 0)) continue;
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [lng, lat] },
      properties: {
        imei: vehicle.imei,
        movement: vehicle.movement,
        abnormal: vehicle.abnormal_status === 'abnormal',
        head: vehicle.heading ?? vehicle.properties.head ?? 0,
        name: vehicle.vehicle_name_short,
        place: vehicle.location ? locationShort(vehicle.location) : (vehicle.vehicle_number ?? ''),
      },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** West, south, east, north of the trucks with a usable position, or null when none has one. */
export function fleetBounds(entries: readonly FleetEntry[]): [number, number, number, number] | null {
  let bounds: [number, number, number, number] | null = null;
  for (const { geometry } of truckFeatures(entries).features) {
    const [lng, lat] = geometry.coordinates as [number, number];
    bounds = bounds
      ? [Math.min(bounds[0], lng), Math.min(bounds[1], lat), Math.max(bounds[2], lng), Math.max(bounds[3], lat)]
      : [lng, lat, lng, lat];
  }
  return bounds;
}
