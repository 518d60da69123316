import { describe, expect, it } from 'vitest';
import { KIND_ROUTES, kindOfPath } from './activationKinds';

describe('kindOfPath', () => {
  it.each([
    ['/activation/vehicle', 'vehicle'],
    ['/activation/vehicle_search', 'vehicle'],
    ['/activation/detail', 'vehicle'],
    ['/activation/addnote', 'vehicle'],
    ['/activation/customer', 'customer'],
    ['/activation/customer_search', 'customer'],
    ['/activation/detailcs', 'customer'],
    ['/activation/resendcs', 'customer'],
    ['/activation/historycs', 'customer'],
    ['/activation/addnotecs', 'customer'],
  ])('%s shows a %s', (path, kind) => {
    expect(kindOfPath(path)).toBe(kind);
  });

  it("opens each kind's detail routes on their part", () => {
    expect(KIND_ROUTES.customer.focus['/activation/addnotecs']).toBe('note');
    expect(KIND_ROUTES.vehicle.focus['/activation/resend']).toBe('resend');
    expect(KIND_ROUTES.vehicle.focus['/activation/addnotecs']).toBeUndefined();
  });
});
