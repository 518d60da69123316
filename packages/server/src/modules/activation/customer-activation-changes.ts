import { and, eq } from 'drizzle-orm';
import {
  ACCOUNT_STATE,
  customerIsActive,
  isEmail,
  REALM_ID,
  type ActivationEvent,
  type ActivationState,
  type CustomerActivationRow,
  type TokenPayload,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notifications, organizations, users } from '../../db/schema.js';
import type { Scope } from '../../auth/scope.js';
import { AppError, forbidden } from '../../errors.js';
import type { ReaderLanguage } from '../../reader-language.js';
import { sendWelcome } from '../customer/customer-mail.js';
import { customerActivationOf, superAdminOf } from './customer-activation-repository.js';
import { customerActivation as state, customerActivationEvents as events } from './customer-activation-tables.js';

export type CustomerChanger = { ctx: AppContext; scope: Scope; viewer: TokenPayload; language: ReaderLanguage };

/** The super admin's account state each change leaves: invited waits for the mailed link, deactivated is switched off. */
const ACCOUNT: Record<Exclude<ActivationState, 'activated'>, number> = {
  invited: ACCOUNT_STATE.waiting,
  deactivated: ACCOUNT_STATE.inactive,
  force_activated: ACCOUNT_STATE.active,
};

type Refusal = 'activation_failed' | 'deactivation_failed';

/** The event with its note and author; the customer notes when its activation last changed (and was last invited). */
async function record(db: Db, customerId: number, event: ActivationEvent, note: string | undefined, userId: number) {
  const text = note?.trim();
  const [stored] = await db
    .insert(events)
    .values({ organization_id: customerId, event, note: text ? text : null, user_id: userId })
    .returning({ at: events.created_at });
  const at = stored?.at ?? new Date();
  await db
    .update(state)
    .set({ activation_changed_at: at, ...(event === 'invited' ? { activation_invited_at: at } : {}) })
    .where(eq(state.id, customerId));
}

/**
 * Moves a customer the caller sees to a state in one transaction: the customer's state, its super
 * admin's account, the event with note and author, and what goes `alongside`. The super admin's
 * account is changed only as it was read, so a change made meanwhile refuses this one.
 */
async function change(
  { ctx, scope, viewer }: CustomerChanger,
  customerId: number,
  to: Exclude<ActivationState, 'activated'>,
  allowed: (customer: CustomerActivationRow) => boolean,
  refusal: Refusal,
  note: string | undefined,
  alongside?: (tx: Db, customer: CustomerActivationRow) => Promise<void>,
) {
  const { db } = ctx.database;
  const customer = await customerActivationOf(db, scope, customerId);
  const admin = await superAdminOf(db, customerId);
  if (!admin || customer.activation_status === null || !allowed(customer)) throw new AppError(409, refusal);
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(users)
      .set({ isactive: ACCOUNT[to], updated_at: new Date() })
      .where(and(eq(users.id, admin.id), eq(users.isactive, Number(customer.activation_status))))
      .returning({ id: users.id });
    if (moved.length === 0) throw new AppError(409, refusal);
    await tx.update(state).set({ activation_state: to }).where(eq(state.id, customerId));
    await record(tx, customerId, to, note, viewer.user_id);
    await alongside?.(tx, customer);
  });
  return customerActivationOf(db, scope, customerId);
}

const brandOnly = (scope: Scope) => {
  if (scope.kind !== 'all') throw forbidden();
};

/**
 * Invites (or invites again) a customer that is not active: its super admin's set-password mail goes
 * out again, the account waits for it (isactive 2), and the customer's organisation gets an info
 * notification. 'Activation failed' for an active customer or one without a super admin with an e-mail.
 */
export async function resendCustomerInvitation(changer: CustomerChanger, customerId: number, note?: string) {
  const { db } = changer.ctx.database;
  const admin = await superAdminOf(db, customerId);
  const address = admin?.email ?? (admin && isEmail(admin.username) ? admin.username : null);
  const tell = async (tx: Db, customer: CustomerActivationRow) => {
    await tx.insert(notifications).values({
      organization_id: customer.id,
      filter: 'info',
      type: 'info',
      type_name: 'Info',
      text: `The activation of ${customer.name} was sent to ${address ?? '-'}: set the password from the mail to activate the account`,
      link: null,
      data: { customer_id: customer.id, event: 'customer_invited' },
    });
  };
  const allowed = (customer: CustomerActivationRow) => address !== null && !customerIsActive(customer);
  const row = await change(changer, customerId, 'invited', allowed, 'activation_failed', note, tell);
  if (admin && address) await sendWelcome(changer.ctx, admin, address, row.name, changer.language);
  return row;
}

/** The brand deactivates an active customer: its super admin is switched off ('Deactivation failed' otherwise). */
export async function deactivateCustomer(changer: CustomerChanger, customerId: number, note?: string) {
  brandOnly(changer.scope);
  return change(changer, customerId, 'deactivated', customerIsActive, 'deactivation_failed', note);
}

/** The brand activates a customer's super admin without the mailed link ('Activation failed' when already active). */
export async function forceActivateCustomer(changer: CustomerChanger, customerId: number, note?: string) {
  brandOnly(changer.scope);
  return change(changer, customerId, 'force_activated', (c) => !customerIsActive(c), 'activation_failed', note);
}

/** A note on the customer's activation, by the brand or its dealer. */
export async function addCustomerNote(changer: CustomerChanger, customerId: number, note: string) {
  const { db } = changer.ctx.database;
  const customer = await customerActivationOf(db, changer.scope, customerId);
  await db.transaction((tx) => record(tx, customer.id, 'note', note, changer.viewer.user_id));
  return customerActivationOf(db, changer.scope, customerId);
}

/** A new customer (its super admin waiting for the set-password mail) starts its activation as invited. */
export async function customerInvited(db: Db, customerId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(state).set({ activation_state: 'invited' }).where(eq(state.id, customerId));
    await record(tx, customerId, 'invited', undefined, userId);
  });
}

/**
 * Called as a user's new password is stored: a customer's super admin still waiting for its mailed
 * link (isactive 2) activates the customer, kept in its history as done by that super admin. A
 * customer deactivated by the brand stays so: its super admin is switched off, not waiting.
 */
export async function customerAccepted(db: Db, userId: number): Promise<void> {
  const [customer] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .innerJoin(users, eq(users.id, organizations.super_admin_id))
    .where(
      and(
        eq(organizations.super_admin_id, userId),
        eq(users.organization_id, organizations.id),
        eq(organizations.realm_id, REALM_ID.customer),
        eq(users.isactive, ACCOUNT_STATE.waiting),
      ),
    );
  if (!customer) return;
  await db.update(state).set({ activation_state: 'activated' }).where(eq(state.id, customer.id));
  await record(db, customer.id, 'activated', undefined, userId);
}
