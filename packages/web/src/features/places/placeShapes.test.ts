import { describe, expect, it } from 'vitest';
import { circleRing, type Geofence } from '@armada/domain';
import { drawnFeatureOf, shapeFieldsOf } from './placeShapes';

const stored = (geometry: Geofence['geometry'], radius: number | null): Geofence => ({
  id: 1,
  organization_id: 1,
  geo_group_id: 1,
  name: 'x',
  type_id: 1,
  type_name: 'geofence',
  shape: geometry.type === 'Point' ? 'circle' : 'polygon',
  geometry,
  radius,
  address: null,
  marker_type: 'area',
  target_time: null,
  created_at: '',
  updated_at: '',
});

describe('place shapes between the map and the calls', () => {
  it('sends an outline as a rounded Polygon, and a point as a circle of the given radius', () => {
    const ring = [
      [107.1234567, -6.3],
      [107.2, -6.3],
      [107.2, -6.2],
      [107.1234567, -6.3],
    ];
    const polygon = shapeFieldsOf(
      { type: 'Feature', properties: { mode: 'polygon' }, geometry: { type: 'Polygon', coordinates: [ring] } },
      0,
    );
    expect(polygon?.shape).toBe('polygon');
    expect(JSON.parse(polygon?.geometry ?? '{}').coordinates[0][0]).toEqual([107.123457, -6.3]);
    const point = shapeFieldsOf(
      { type: 'Feature', properties: { mode: 'point' }, geometry: { type: 'Point', coordinates: [107, -6] } },
      300,
    );
    expect(point).toEqual({ shape: 'circle', geometry: '{"type":"Point","coordinates":[107,-6]}', radius: 300 });
  });

  it('turns a stored circle into a Terra Draw circle and back to its centre and radius', () => {
    const place = stored({ type: 'Point', coordinates: [107.2, -6.35] }, 750);
    const feature = drawnFeatureOf(place, false);
    expect(feature?.properties).toMatchObject({ mode: 'circle', radiusKilometers: 0.75 });
    if (!feature) throw new Error('no feature');
    const back = shapeFieldsOf(feature, 0);
    expect(back?.radius).toBe(750);
    const [lng, lat] = JSON.parse(back?.geometry ?? '{}').coordinates;
    expect(lng).toBeCloseTo(107.2, 4);
    expect(lat).toBeCloseTo(-6.35, 4);
    expect(drawnFeatureOf(place, true)?.geometry).toEqual({ type: 'Point', coordinates: [107.2, -6.35] });
    expect(circleRing([107.2, -6.35], 750)).toHaveLength(65);
  });
});
