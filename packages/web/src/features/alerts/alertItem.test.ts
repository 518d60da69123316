import { describe, expect, it } from 'vitest';
import type { NotificationRow } from '@armada/domain';
import { fromEvent, fromRow, matchesAlert, mergeFeed } from './alertItem';

const T0 = Date.parse('2026-03-01T08:00:00.000Z');
const row = (id: number, type: string, time: number, imei = '350000000000001'): NotificationRow => ({
  id,
  created_at: new Date(time).toISOString(),
  text: `B 1 XY: ${type}`,
  type,
  type_name: type,
  filter: 'activity',
  imei,
  vehicle_name: 'Truck One',
  vehicle_number: 'B 1 XY',
  link: null,
  expires_at: null,
  data: {},
  read: false,
});
const live = (type: 'overspeed' | 'vehicle_stop', time: number, imei = '350000000000001') =>
  fromEvent({ type, time, detail: {}, imei, organization_id: 1, label: 'B 1 XY' });
const none = { types: [], search: '', muted: new Set<string>() };

describe('the alert feed', () => {
  it('puts live alerts the list lacks on top, once, newest first', () => {
    const listed = [row(2, 'vehicle_stop', T0 - 60_000), row(1, 'overspeed', T0 - 120_000)].map(fromRow);
    const fresh = live('overspeed', T0);
    const again = live('vehicle_stop', T0 - 60_000);
    const feed = mergeFeed([fresh, again], listed);
    expect(feed.map((item) => item.time)).toEqual([T0, T0 - 60_000, T0 - 120_000]);
    expect(feed[1]?.vehicleName).toBe('Truck One');
  });

  it('filters live alerts by type, search and muted vehicles as the server filters the list', () => {
    const item = live('overspeed', T0);
    expect(matchesAlert(item, none)).toBe(true);
    expect(matchesAlert(item, { ...none, types: ['vehicle_stop'] })).toBe(false);
    expect(matchesAlert(item, { ...none, types: ['overspeed', 'towing'] })).toBe(true);
    expect(matchesAlert(item, { ...none, search: 'b 1' })).toBe(true);
    expect(matchesAlert(item, { ...none, search: 'jakarta' })).toBe(false);
    expect(matchesAlert(item, { ...none, muted: new Set(['350000000000001']) })).toBe(false);
  });
});
