import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_PATTERN } from '../validation.js';
import { CHASSIS_PATTERN, IMEI_PATTERN } from './vehicle.js';
import { Closed, Id, orNull, DateTime } from './contract.js';

/**
 * Leasing (spec document 2 section 7.6): the leasing companies on the generic resource
 * `user/leasing`, and the lease contracts of `vehicle/vehicle_leasing` by which a leasing company
 * registers a vehicle that its dealer then approves or rejects.
 */

const companyFields = {
  name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
  code: Type.String({ minLength: 1, maxLength: 30, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' }),
  address: Type.Optional(Type.String({ maxLength: 300 })),
  phone: Type.Optional(Type.String({ maxLength: 30, pattern: '^[0-9+ ()-]*$' })),
  email: Type.Optional(Type.String({ maxLength: 200, pattern: EMAIL_PATTERN })),
};

export const LeasingAddBody = Closed(companyFields);
export type LeasingAddBody = Static<typeof LeasingAddBody>;

export const LeasingEditBody = Closed({
  id: Id(),
  ...Type.Partial(Closed(companyFields)).properties,
});
export type LeasingEditBody = Static<typeof LeasingEditBody>;

/** The longest lease the portal records, in months. */
export const MAX_TENOR_MONTHS = 120;

/** A leasing company registers a vehicle it finances: chassis, tracker and the contract. */
export const VehicleLeasingAddBody = Closed({
  chassis_number: Type.String({ pattern: CHASSIS_PATTERN }),
  imei: Type.String({ pattern: IMEI_PATTERN }),
  contract_number: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9][A-Za-z0-9/._-]*$' }),
  /** The debtor named on the contract. */
  owner_name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
  tenor: Type.Integer({ minimum: 1, maximum: MAX_TENOR_MONTHS }),
  /** Monthly installment in rupiah. */
  installment: Type.Integer({ minimum: 0, maximum: 100_000_000_000 }),
  start_date: Type.String({ format: 'date' }),
  /** The dealer that sold the truck and validates the registration. */
  dealer_id: Id(),
  vehicle_number: Type.Optional(Type.String({ maxLength: 15, pattern: '^[A-Za-z]{1,2} ?[0-9]{1,4} ?[A-Za-z]{0,3}$' })),
  /** Administrators register for a leasing company; a leasing company for itself. */
  leasing_org_id: Type.Optional(Id()),
});
export type VehicleLeasingAddBody = Static<typeof VehicleLeasingAddBody>;

/** The dealer approves and names the customer that holds the vehicle from now on. */
export const VehicleLeasingApproveBody = Closed({
  id: Id(),
  customer_id: Id(),
});
export type VehicleLeasingApproveBody = Static<typeof VehicleLeasingApproveBody>;

export const VehicleLeasingRejectBody = Closed({
  id: Id(),
  remark: Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' }),
});
export type VehicleLeasingRejectBody = Static<typeof VehicleLeasingRejectBody>;

export const DEALER_APPROVALS = ['pending', 'approved', 'rejected'] as const;
export type DealerApproval = (typeof DEALER_APPROVALS)[number];

/** The `dealer_approval` filter's values: 0 pending, 1 approved, and our 2 for rejected. */
export const DEALER_APPROVAL_CODES: Readonly<Record<string, DealerApproval>> = {
  '0': 'pending',
  '1': 'approved',
  '2': 'rejected',
};

/** The day after the last month of the lease (start + tenor months), as YYYY-MM-DD. */
export function leaseEndDate(startDate: string, tenorMonths: number): string {
  const [year = 0, month = 1, day = 1] = startDate.split('-').map(Number);
  const end = new Date(Date.UTC(year, month - 1 + tenorMonths, 1));
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end.toISOString().slice(0, 10);
}

/** A lease is in force (the leasing company monitors the vehicle) from its start until its end. */
export function isLeaseInForce(startDate: string, tenorMonths: number, today: string): boolean {
  return startDate <= today && today < leaseEndDate(startDate, tenorMonths);
}

/** A leasing company as `user/leasing` answers it, with its approved and pending leases counted. */
export const LeasingCompanyRow = Closed({
  id: Id(),
  name: Type.String(),
  code: orNull(Type.String()),
  address: orNull(Type.String()),
  phone: orNull(Type.String()),
  email: orNull(Type.String()),
  isactive: Type.Integer(),
  created_at: DateTime(),
  vehicle_count: Type.Integer(),
  pending_count: Type.Integer(),
});
export type LeasingCompanyRow = Static<typeof LeasingCompanyRow>;
