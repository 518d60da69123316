import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PERMISSION_KEYS } from './permissions.js';
import {
  accessMapOf,
  grantableLevels,
  keysNotHeld,
  keysOfAccess,
  mayChangeUserAt,
  mayGiveAccessType,
  mayGiveLevel,
  mayManageUsers,
  parsePermissionKeys,
  type Grantor,
} from './user-access.js';

const DEALER_REALM = 2;
const OWN_ORG = { organization_id: 7, realm_id: DEALER_REALM };
const OTHER_ORG = { organization_id: 8, realm_id: 3 };
const grantor = (isorgadmin: number, keys: string[] = [], access_type = 1): Grantor => ({
  isorgadmin,
  access_type,
  user_access: accessMapOf(keys),
  ...OWN_ORG,
});

describe('permission keys in a form body', () => {
  it('reads catalogue keys joined by commas, in catalogue order, once each', () => {
    expect(parsePermissionKeys('list_vehicle, view_realtime,list_vehicle')).toEqual({
      ok: true,
      keys: ['view_realtime', 'list_vehicle'],
    });
    expect(parsePermissionKeys('')).toEqual({ ok: true, keys: [] });
  });

  it('names the first key the catalogue does not know', () => {
    expect(parsePermissionKeys('view_realtime,drop_tables')).toEqual({ ok: false, key: 'drop_tables' });
  });

  it('turns any subset of the catalogue into a map and back', () => {
    fc.assert(
      fc.property(fc.subarray(PERMISSION_KEYS), (keys) => {
        expect(keysOfAccess(accessMapOf(keys))).toEqual(PERMISSION_KEYS.filter((key) => keys.includes(key)));
      }),
    );
  });
});

describe('what a grantor may give', () => {
  it('lets root give every key, and anyone else only the keys they hold', () => {
    expect(keysNotHeld(grantor(0), [...PERMISSION_KEYS])).toEqual([]);
    expect(keysNotHeld(grantor(1, ['view_realtime']), ['view_realtime', 'list_user'])).toEqual(['list_user']);
    expect(keysNotHeld({ isorgadmin: 2, access_type: 1, user_access: null, ...OWN_ORG }, ['view_user'])).toEqual([
      'view_user',
    ]);
  });

  it('never lets a level be raised above the grantor’s own in their organisation, and root only from root', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.integer({ min: -1, max: 4 }), (own, level) => {
        expect(mayGiveLevel(grantor(own), level, OWN_ORG)).toBe(level >= own && level <= 3);
        expect(mayGiveLevel(grantor(own), level, OTHER_ORG)).toBe(level >= 1 && level <= 3);
      }),
    );
    expect(grantableLevels(grantor(0), OWN_ORG)).toEqual([0, 1, 2, 3]);
    expect(grantableLevels(grantor(2), OWN_ORG)).toEqual([2, 3]);
    expect(grantableLevels(grantor(2), OTHER_ORG)).toEqual([1, 2, 3]);
  });

  it('keeps users above the grantor out of reach, root from everyone, and plain users from managing anyone', () => {
    expect(mayChangeUserAt(grantor(2), 1, OWN_ORG)).toBe(false);
    expect(mayChangeUserAt(grantor(2), 2, OWN_ORG)).toBe(true);
    expect(mayChangeUserAt(grantor(2), 1, OTHER_ORG)).toBe(true);
    expect(mayChangeUserAt(grantor(1), 0, OTHER_ORG)).toBe(false);
    expect(mayChangeUserAt(grantor(0), 0, OWN_ORG)).toBe(true);
    expect([0, 1, 2, 3].map((level) => mayManageUsers(grantor(level)))).toEqual([true, true, true, false]);
  });

  it('M1: ranks the admin realm as one organisation, so an admin gives no super in another HQ organisation', () => {
    const HQ = { organization_id: 1, realm_id: 1 };
    const ANNEX = { organization_id: 12, realm_id: 1 };
    const admin: Grantor = { ...grantor(2), ...HQ };
    expect(grantableLevels(admin, ANNEX)).toEqual([2, 3]);
    expect(mayChangeUserAt(admin, 1, ANNEX)).toBe(false);
    expect(grantableLevels(admin, OTHER_ORG)).toEqual([1, 2, 3]);
    // A dealer's second organisation of the dealer realm is not its own: levels rank per organisation there.
    expect(grantableLevels(grantor(2), { organization_id: 9, realm_id: DEALER_REALM })).toEqual([1, 2, 3]);
  });

  it('gives access type 3 only from someone who has it', () => {
    expect(mayGiveAccessType(grantor(1, [], 1), 3)).toBe(false);
    expect(mayGiveAccessType(grantor(1, [], 3), 3)).toBe(true);
    expect(mayGiveAccessType(grantor(1, [], 1), 2)).toBe(true);
    expect(mayGiveAccessType(grantor(0, [], 1), 3)).toBe(true);
  });
});
