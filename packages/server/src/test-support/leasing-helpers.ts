import { eq } from 'drizzle-orm';
import { REALM_ID } from '@armada/domain';
import type { TestApp } from './test-app.js';
import { bearer, bodyOf, formPost, getAs, orgIdOf, userRow } from './http-helpers.js';
import { organizations, users } from '../db/schema.js';
import { DEFAULT_FLEET_SIZE, planVehicle } from '../demo/fleet/fleet-plan.js';

/** Helpers of the leasing server tests (not a test file). */

export const LEASING_BASE = '/api/vehicle/vehicle_leasing';
export const spare = (k: number) => planVehicle(DEFAULT_FLEET_SIZE + k);

/** A second leasing company with a signed-in user, cloned from the demo leasing user (same password). */
export async function addLeasingCompany(t: TestApp, code: string, username: string): Promise<number> {
  const { db } = t.ctx.database;
  const [org] = await db
    .insert(organizations)
    .values({ code, name: `Leasing ${code}`, realm_id: REALM_ID.leasing, privacy_policy_approved_at: new Date() })
    .returning({ id: organizations.id });
  const template = await userRow(t.ctx, 'leasing');
  const { id: _id, created_at: _c, updated_at: _u, ...copy } = template;
  await db.insert(users).values({ ...copy, username, email: `${username}@test.local`, organization_id: org?.id ?? 0 });
  return org?.id ?? 0;
}

export async function setUserAccess(t: TestApp, username: string, keys: string[]): Promise<void> {
  const access = Object.fromEntries(keys.map((key) => [key, true]));
  await t.ctx.database.db.update(users).set({ user_access: access }).where(eq(users.username, username));
}

/** The registration form of a spare unit for the demo dealer, with any field changed. */
export async function registration(t: TestApp, k: number, extra: Record<string, string> = {}) {
  return {
    chassis_number: spare(k).chassis_number,
    imei: spare(k).imei,
    contract_number: `TEST/${k}`,
    owner_name: 'PT Uji Leasing',
    tenor: '24',
    installment: '19500000',
    start_date: '2026-01-15',
    dealer_id: String(await orgIdOf(t.ctx, 'DLR-JKT')),
    ...extra,
  };
}

export async function register(t: TestApp, username: string, body: Record<string, string>) {
  return formPost(t.app, `${LEASING_BASE}/add_vehicle_leasing`, body, { headers: bearer(await t.tokenOf(username)) });
}

export async function decide(t: TestApp, username: string, action: 'approve' | 'reject', body: Record<string, string>) {
  return formPost(t.app, `${LEASING_BASE}/${action}_vehicle_leasing`, body, {
    method: 'PUT',
    headers: bearer(await t.tokenOf(username)),
  });
}

export type ListPage = { data: Record<string, unknown>[]; total_data: number; page: number; limit: number };

export async function listAs(t: TestApp, username: string, query = ''): Promise<ListPage> {
  const response = await getAs(t.app, await t.tokenOf(username), `${LEASING_BASE}/list_vehicle_leasing?${query}`);
  if (response.statusCode !== 200) throw new Error(`list ${query}: ${response.statusCode} ${response.body}`);
  return bodyOf<ListPage>(response).result;
}
