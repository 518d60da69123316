import { describe, expect, it } from 'vitest';
import type { Geofence, GeoGroup } from '@armada/domain';
import { searchGroups } from './searchPlaces';

const place = (id: number, name: string, address: string | null): Geofence => ({
  id,
  organization_id: 1,
  geo_group_id: 1,
  name,
  type_id: 1,
  type_name: 'geofence',
  shape: 'circle',
  geometry: { type: 'Point', coordinates: [107, -6] },
  radius: 100,
  address,
  marker_type: 'area',
  target_time: null,
  created_at: '',
  updated_at: '',
});
const groups: GeoGroup[] = [
  { id: 1, organization_id: 1, name: 'Pool & Depo', color: '#000000', geofences: [place(1, 'Pool Cimahi', null)] },
  {
    id: 2,
    organization_id: 1,
    name: 'Checkpoint Tol',
    color: '#000000',
    geofences: [place(2, 'GT Padalarang', 'Tol Cipularang'), place(3, 'GT Cileunyi', 'Bandung')],
  },
];

describe('searchGroups', () => {
  it('keeps a matching group whole, and only the matching places of other groups', () => {
    expect(searchGroups(groups, '  ')).toHaveLength(2);
    expect(searchGroups(groups, 'depo')[0]?.geofences).toHaveLength(1);
    const byAddress = searchGroups(groups, 'CIPULARANG');
    expect(byAddress.map((g) => g.geofences.map((p) => p.name))).toEqual([['GT Padalarang']]);
    expect(searchGroups(groups, 'checkpoint')[0]?.geofences).toHaveLength(2);
    expect(searchGroups(groups, 'nowhere')).toEqual([]);
  });
});
