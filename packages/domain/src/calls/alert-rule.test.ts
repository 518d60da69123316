import { describe, expect, it } from 'vitest';
import { inQuietHours, ruleMatches } from './alert-rule.js';

const rule = {
  event_types: ['in_geofence', 'overspeed'] as ('in_geofence' | 'overspeed')[],
  vehicle_group_ids: [] as number[],
  place_ids: [] as number[],
  quiet_from: null as string | null,
  quiet_to: null as string | null,
  enabled: true,
};
const event = { type: 'in_geofence', vehicleGroups: [3], placeId: 7, minuteOfDay: 12 * 60 };

describe('inQuietHours', () => {
  it('holds within a span of the same day, and across midnight', () => {
    expect(inQuietHours(12 * 60, '09:00', '17:00')).toBe(true);
    expect(inQuietHours(17 * 60, '09:00', '17:00')).toBe(false);
    expect(inQuietHours(23 * 60, '22:00', '06:00')).toBe(true);
    expect(inQuietHours(5 * 60 + 59, '22:00', '06:00')).toBe(true);
    expect(inQuietHours(6 * 60, '22:00', '06:00')).toBe(false);
    expect(inQuietHours(6 * 60, null, null)).toBe(false);
    expect(inQuietHours(6 * 60, '06:00', '06:00')).toBe(false);
  });
});

describe('ruleMatches', () => {
  it('lets through its types, for any vehicle and place when it names none', () => {
    expect(ruleMatches(rule, event)).toBe(true);
    expect(ruleMatches(rule, { ...event, type: 'towing' })).toBe(false);
    expect(ruleMatches({ ...rule, enabled: false }, event)).toBe(false);
  });
  it('narrows to its vehicle groups and places', () => {
    expect(ruleMatches({ ...rule, vehicle_group_ids: [3, 4] }, event)).toBe(true);
    expect(ruleMatches({ ...rule, vehicle_group_ids: [4] }, event)).toBe(false);
    expect(ruleMatches({ ...rule, place_ids: [7] }, event)).toBe(true);
    expect(ruleMatches({ ...rule, place_ids: [8] }, event)).toBe(false);
    expect(ruleMatches({ ...rule, place_ids: [7] }, { ...event, type: 'overspeed', placeId: null })).toBe(false);
  });
  it('keeps quiet in its quiet hours', () => {
    expect(ruleMatches({ ...rule, quiet_from: '11:00', quiet_to: '13:00' }, event)).toBe(false);
    expect(ruleMatches({ ...rule, quiet_from: '13:00', quiet_to: '11:00' }, event)).toBe(true);
  });
});
