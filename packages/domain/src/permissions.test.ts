import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasPermission, isPermissionKey, PERMISSION_KEYS } from './permissions.js';
import { isRoot, roleOf } from './roles.js';

describe('roleOf', () => {
  it('maps the isorgadmin numbers of the spec', () => {
    expect([0, 1, 2, 3].map(roleOf)).toEqual(['root', 'super', 'admin', 'user']);
  });

  it('treats any other number as a plain user, never root', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (n) => {
        fc.pre(![0, 1, 2, 3].includes(n));
        expect(roleOf(n)).toBe('user');
        expect(isRoot(n)).toBe(false);
      }),
    );
  });
});

const someKeys = fc.subarray(PERMISSION_KEYS);

describe('hasPermission', () => {
  it('gives root every key, whatever its user_access holds', () => {
    fc.assert(
      fc.property(fc.option(someKeys.map((keys) => Object.fromEntries(keys.map((k) => [k, false])))), (access) => {
        for (const key of PERMISSION_KEYS)
          expect(hasPermission({ isorgadmin: 0, user_access: access }, key)).toBe(true);
      }),
    );
  });

  it('gives anyone else exactly the keys of their user_access', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), someKeys, someKeys, (isorgadmin, granted, switchedOff) => {
        const user_access = {
          ...Object.fromEntries(switchedOff.map((k) => [k, false])),
          ...Object.fromEntries(granted.map((k) => [k, true])),
        };
        for (const key of PERMISSION_KEYS) {
          expect(hasPermission({ isorgadmin, user_access }, key)).toBe(granted.includes(key));
        }
      }),
    );
  });

  it('grants nothing with a null user_access, and only for true or 1', () => {
    expect(PERMISSION_KEYS.some((key) => hasPermission({ isorgadmin: 1, user_access: null }, key))).toBe(false);
    expect(hasPermission({ isorgadmin: 2, user_access: { view_user: 1 } }, 'view_user')).toBe(true);
    expect(hasPermission({ isorgadmin: 2, user_access: { view_user: 0 } }, 'view_user')).toBe(false);
  });

  it('knows every key the spec lists', () => {
    const spec = [
      'view_realtime',
      'customer_add_user',
      'add_user_org',
      'list_user_leasing',
      'list_report_vehicle_activation',
      'list_report_customer_activation',
      'list_report_trip',
      'list_vehicle',
      'list_vehicle_status',
      'list_vehicle_group',
      'vehicle_in_pool',
      'sensor_view_vehicle_sensor',
      'sensor_add_vehicle_sensor',
      'sensor_edit_vehicle_sensor',
      'view_announcement',
      'edit_announcement',
      'list_user_access',
      'list_user_type',
      'list_user',
      'list_user_org',
      'list_services',
      'list_functions',
      'list_apps',
      'list_realms',
      'list_spbu',
      'list_fuel',
      'view_not_update_vehicle',
      'view_vehicle_abnormal',
      'add_survey',
      'add_answer',
      'view_user',
    ];
    for (const key of spec) expect(isPermissionKey(key)).toBe(true);
    expect(isPermissionKey('toString')).toBe(false);
  });
});
