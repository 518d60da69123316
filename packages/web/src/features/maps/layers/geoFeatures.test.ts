import { describe, expect, it } from 'vitest';
import { distanceM, type Geofence, type GeoGroup, type Spbu, type VehicleInGeo } from '@armada/domain';
import {
  byGeofence,
  fenceAreas,
  fenceLabels,
  fencesOf,
  shapeOfFence,
  stationLabel,
  stationPoints,
} from './geoFeatures';

const base = {
  organization_id: 1,
  geo_group_id: 1,
  address: null,
  marker_type: null,
  target_time: null,
  created_at: '',
  updated_at: '',
};
const circle: Geofence = {
  ...base,
  id: 1,
  name: 'Pool Karawang Barat',
  type_id: 2,
  type_name: 'pool',
  shape: 'circle',
  geometry: { type: 'Point', coordinates: [107.2704, -6.3247] },
  radius: 700,
};
const square: Geofence = {
  ...base,
  id: 2,
  name: 'Kawasan',
  type_id: 1,
  type_name: 'geofence',
  shape: 'polygon',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [107, -6.3],
        [107.1, -6.3],
        [107.1, -6.2],
        [107, -6.2],
        [107, -6.3],
      ],
    ],
  },
  radius: null,
};
const broken: Geofence = { ...circle, id: 3, radius: null };
const group: GeoGroup = {
  id: 1,
  organization_id: 1,
  name: 'Depo',
  color: '#d46b08',
  geofences: [circle, square, broken],
};

describe('geofence features', () => {
  it('reads circles and polygons, and refuses a shape that does not match its geometry', () => {
    expect(shapeOfFence(circle)).toEqual({ shape: 'circle', center: [107.2704, -6.3247], radius: 700 });
    expect(shapeOfFence(square)?.shape).toBe('polygon');
    expect(shapeOfFence(broken)).toBeNull();
  });

  it('draws a circle as a closed ring at its radius, coloured by its group, with counts', () => {
    const pools = fencesOf([group], (f) => f.type_id === 2);
    expect(pools.map((f) => f.fence.id)).toEqual([1]);
    const [area] = fenceAreas(pools, new Map([[1, 3]])).features;
    expect(area?.properties).toEqual({ id: 1, name: 'Pool Karawang Barat', color: '#d46b08', type_id: 2, count: 3 });
    const ring = area?.geometry.coordinates[0] ?? [];
    expect(ring).toHaveLength(65);
    expect(ring[0]).toEqual(ring[64]);
    for (const [lng = 0, lat = 0] of ring) expect(distanceM([107.2704, -6.3247], [lng, lat])).toBeCloseTo(700, 3);
  });

  it('labels a polygon at its centroid and a circle at its centre', () => {
    const labels = fenceLabels(fencesOf([group], () => true)).features;
    expect(labels.map((l) => l.properties.count)).toEqual([0, 0]);
    expect(labels[0]?.geometry.coordinates).toEqual([107.2704, -6.3247]);
    const [lng = 0, lat = 0] = labels[1]?.geometry.coordinates ?? [];
    expect(lng).toBeCloseTo(107.05, 9);
    expect(lat).toBeCloseTo(-6.25, 9);
  });

  it('groups vehicles by their geofence', () => {
    const row = (imei: string, geofence_id: number) => ({ imei, geofence_id }) as VehicleInGeo;
    const groups = byGeofence([row('a', 1), row('b', 2), row('c', 1)]);
    expect(groups.get(1)?.map((r) => r.imei)).toEqual(['a', 'c']);
    expect(groups.get(2)?.map((r) => r.imei)).toEqual(['b']);
  });
});

describe('gas station features', () => {
  const station = {
    id: 9,
    name: 'Pertamina Rest Area KM 57',
    alamat: 'Rest Area KM 57 Tol Jakarta–Cikampek, Karawang Timur',
    lat: -6.3455,
    lon: 107.318,
    type: 0,
  } as Spbu;

  it('cuts the name at 14 and the address at 24 characters', () => {
    expect(stationLabel(station)).toBe('Pertamina Rest...\nRest Area KM 57 Tol Jaka...');
    expect(stationLabel({ name: 'BP Blimbing', alamat: 'Jl. A. Yani' })).toBe('BP Blimbing\nJl. A. Yani');
  });

  it('puts each station at its lon and lat', () => {
    const [point] = stationPoints([station]).features;
    expect(point?.geometry.coordinates).toEqual([107.318, -6.3455]);
    expect(point?.properties).toMatchObject({ id: 9, type: 0 });
  });
});
