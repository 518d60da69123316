import { describe, expect, it } from 'vitest';
import { SAMPLE_FLEET, samplePage } from './sampleFleet';

const BASE = { page: 1, limit: 5, sort: undefined, filters: {} };

describe('samplePage', () => {
  it('pages the rows and counts them all', () => {
    const first = samplePage(SAMPLE_FLEET, BASE);
    expect(first.data).toHaveLength(5);
    expect(first.total_data).toBe(SAMPLE_FLEET.length);
    const last = samplePage(SAMPLE_FLEET, { ...BASE, page: 3 });
    expect(last.data).toHaveLength(2);
  });

  it('searches name and plate, filters by status and sorts', () => {
    const vans = samplePage(SAMPLE_FLEET, { ...BASE, filters: { search: 'van' }, sort: '-name' });
    expect(vans.data.map((row) => row.name)).toEqual(['Van 04', 'Van 03', 'Van 02', 'Van 01']);
    const moving = samplePage(SAMPLE_FLEET, { ...BASE, limit: 50, filters: { status: 'moving' }, sort: '-speed' });
    expect(moving.total_data).toBe(7);
    expect(moving.data[0]?.name).toBe('Pickup 02');
    expect(moving.data.every((row) => row.status === 'moving')).toBe(true);
    expect(samplePage(SAMPLE_FLEET, { ...BASE, filters: { search: 'd 2201' } }).data.map((row) => row.id)).toEqual([6]);
  });
});
