import { describe, expect, it } from 'vitest';
import { REALM_ID, type Viewer } from '@armada/domain';
import { mayDecide, mayManageCompanies, mayRegister } from './leasingRoles';

const viewer = (realm: keyof typeof REALM_ID, keys: string[], isorgadmin = 1): Viewer => ({
  isorgadmin,
  realm_id: REALM_ID[realm],
  access_type: 1,
  user_access: Object.fromEntries(keys.map((k) => [k, true])),
});

describe('leasing roles on the screens (the server enforces the same)', () => {
  it('lets leasing companies and administrators register', () => {
    expect(mayRegister(viewer('leasing', ['list_user_leasing']))).toBe(true);
    expect(mayRegister(viewer('admin', []))).toBe(true);
    expect(mayRegister(viewer('dealer', ['list_user_leasing', 'approve_vehicle_leasing']))).toBe(false);
    expect(mayRegister(null)).toBe(false);
  });

  it('lets dealers and administrators with approve_vehicle_leasing decide, never a leasing company', () => {
    expect(mayDecide(viewer('dealer', ['approve_vehicle_leasing']))).toBe(true);
    expect(mayDecide(viewer('dealer', []))).toBe(false);
    expect(mayDecide(viewer('leasing', ['approve_vehicle_leasing']))).toBe(false);
    expect(mayDecide(viewer('customer', [], 0))).toBe(true);
  });

  it('lets administrators with add_user_org manage leasing companies', () => {
    expect(mayManageCompanies(viewer('admin', ['add_user_org']))).toBe(true);
    expect(mayManageCompanies(viewer('dealer', ['add_user_org']))).toBe(false);
  });
});
