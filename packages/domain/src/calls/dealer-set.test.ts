import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import {
  canManageDealerSets,
  DealerGroupAddBody,
  EMPTY_LIST,
  joinList,
  OrgAreaAddBody,
  splitList,
} from './dealer-set.js';
import { REALM_ID } from '../realms.js';

describe('dealer set lists', () => {
  it('joins ids with commas and sends an emptied list as a lone separator', () => {
    expect(joinList([3, 7])).toBe('3,7');
    expect(joinList([])).toBe(EMPTY_LIST);
    expect(splitList(EMPTY_LIST)).toEqual([]);
    expect(splitList(' 3, 7,3 ,')).toEqual(['3', '7']);
    expect(splitList(undefined)).toEqual([]);
  });

  it('accepts only lists of the right items in the bodies', () => {
    const group = (dealer_ids: string) => Value.Check(DealerGroupAddBody, { name: 'G', dealer_ids });
    expect([group('1,22'), group(' 1 , 2 '), group(','), group('')]).toEqual([true, true, true, true]);
    expect([group('0'), group('1;2'), group('1,,2'), group('a')]).toEqual([false, false, false, false]);
    const area = (province_ids: string, city_ids: string) =>
      Value.Check(OrgAreaAddBody, { name: 'A', province_ids, city_ids });
    expect(area('31,32', '32.71')).toBe(true);
    expect(area('3', '')).toBe(false);
    expect(area('32', '32.7')).toBe(false);
    expect(Value.Check(DealerGroupAddBody, { name: '  ' })).toBe(false);
  });
});

describe('canManageDealerSets', () => {
  const viewer = (isorgadmin: number, realm_id: number, keys: string[]) => ({
    isorgadmin,
    realm_id,
    access_type: 3,
    user_access: Object.fromEntries(keys.map((key) => [key, true])),
  });

  it('lets root and the admin realm with add_user_org change groups and areas, never a dealer', () => {
    expect(canManageDealerSets(viewer(0, REALM_ID.dealer, []))).toBe(true);
    expect(canManageDealerSets(viewer(2, REALM_ID.admin, ['add_user_org']))).toBe(true);
    expect(canManageDealerSets(viewer(2, REALM_ID.admin, ['view_dealer']))).toBe(false);
    expect(canManageDealerSets(viewer(1, REALM_ID.dealer, ['add_user_org']))).toBe(false);
  });
});
