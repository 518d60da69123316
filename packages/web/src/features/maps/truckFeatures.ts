import type { Feature, Point } from 'geojson';
import { locationShort, type Movement } from '@armada/domain';
import type { FleetEntry } from '../fleet/fleetModel';

export type TruckProperties = {
  imei: string;
  movement: Movement;
  abnormal: boolean;
  head: number;
  name: string;
  place: string;
};

/** A truck on the map; its id is the imei, so the source can be updated truck by truck. */
export type TruckFeature = Feature<Point, TruckProperties> & { id: string };

/** The truck as a GeoJSON point, or null when it has no usable position. */
export function truckFeature({ vehicle }: FleetEntry): TruckFeature | null {
  const { lat, lng } = vehicle.position;
  if (lat === null || lng === null || (lat === 0 && lng === 0)) return null;
  return {
    type: 'Feature',
    id: vehicle.imei,
    geometry: { type: 'Point', coordinates: [lng, lat] },
    properties: {
      imei: vehicle.imei,
      movement: vehicle.movement,
      abnormal: vehicle.abnormal_status === 'abnormal',
      head: vehicle.heading ?? vehicle.properties.head ?? 0,
      name: vehicle.vehicle_name_short,
      place: vehicle.location ? locationShort(vehicle.location) : (vehicle.vehicle_number ?? ''),
    },
  };
}

/** West, south, east, north of the trucks with a usable position, or null when none has one. */
export function fleetBounds(entries: readonly FleetEntry[]): [number, number, number, number] | null {
  let bounds: [number, number, number, number] | null = null;
  for (const entry of entries) {
    const feature = truckFeature(entry);
    if (!feature) continue;
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    bounds = bounds
      ? [Math.min(bounds[0], lng), Math.min(bounds[1], lat), Math.max(bounds[2], lng), Math.max(bounds[3], lat)]
      : [lng, lat, lng, lat];
  }
  return bounds;
}
