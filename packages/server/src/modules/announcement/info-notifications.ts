import { and, eq, inArray } from 'drizzle-orm';
import type { InfoType } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { notifications, organizations, users } from '../../db/schema.js';
import type { Bus } from '../../live/bus.js';
import { pushToUser } from '../../live/notification-push.js';

export type Teller = { db: Db; bus: Bus };

export type InfoNotice = {
  type: InfoType;
  /** English; the web writes its own from `data` in the reader's language. */
  type_name: string;
  text: string;
  link?: string;
  /** The vehicle a notice is about (a reminder opens it). */
  imei?: string;
  data: Record<string, unknown>;
};

/** The active administrators (isorgadmin 1) of these organisations. */
export async function adminsOf(db: Db, orgIds: readonly number[]): Promise<number[]> {
  if (orgIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.organization_id, [...orgIds]), eq(users.isactive, 1), eq(users.isorgadmin, 1)));
  return rows.map((row) => row.id);
}

/** An organisation and its dealer (when it has one). */
export async function withDealer(db: Db, orgId: number): Promise<number[]> {
  const [org] = await db
    .select({ dealer_id: organizations.dealer_id })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return org?.dealer_id ? [orgId, org.dealer_id] : [orgId];
}

/** One info notification for each user, written and pushed live to their open sockets. */
export async function tellUsers(teller: Teller, userIds: readonly number[], notice: InfoNotice): Promise<number> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return 0;
  const rows = await teller.db
    .insert(notifications)
    .values(unique.map((userId) => ({ user_id: userId, filter: 'info' as const, link: null, ...notice })))
    .returning();
  rows.forEach((row) => pushToUser(teller.bus, row));
  return rows.length;
}

/** `privacy_policy`: an organisation's privacy policy was approved; its administrators are told. */
export async function tellPrivacyApproved(teller: Teller, orgId: number, approverId: number): Promise<number> {
  const [approver] = await teller.db
    .select({ name: users.name, username: users.username })
    .from(users)
    .where(eq(users.id, approverId));
  const by = approver?.name || approver?.username || '';
  return tellUsers(teller, await adminsOf(teller.db, [orgId]), {
    type: 'privacy_policy',
    type_name: 'Privacy policy',
    text: `The privacy policy was approved by ${by}`,
    data: { event: 'approved', by },
  });
}

/**
 * `disclaimer`: the owner accepted a vehicle's activation disclaimer (the vehicle is now active); the
 * administrators of the owner and of its dealer are told.
 */
export async function tellDisclaimerAccepted(
  teller: Teller,
  vehicle: { id: number; owner_id: number; vehicle_number: string | null; vehicle_name: string },
): Promise<number> {
  const label = vehicle.vehicle_number ?? vehicle.vehicle_name;
  return tellUsers(teller, await adminsOf(teller.db, await withDealer(teller.db, vehicle.owner_id)), {
    type: 'disclaimer',
    type_name: 'Disclaimer',
    text: `The activation disclaimer of ${label} was accepted: the vehicle is active`,
    link: `/activation`,
    data: { event: 'accepted', vehicle_id: vehicle.id, vehicle: label },
  });
}
