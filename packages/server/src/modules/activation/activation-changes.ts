import { and, eq, isNull } from 'drizzle-orm';
import {
  activationIsActive,
  type DisclaimerVehicle,
  type ActivationEvent,
  type ActivationState,
  type TokenPayload,
  type VehicleActivationRow,
} from '@armada/domain';
import type { Db } from '../../db/client.js';
import { notifications, vehicles } from '../../db/schema.js';
import type { Scope } from '../../auth/scope.js';
import { AppError, forbidden } from '../../errors.js';
import { dayOf } from '../../reports/report-days.js';
import { activationOf } from './activation-repository.js';
import { vehicleActivationEvents } from './activation-tables.js';

export type Changer = { db: Db; scope: Scope; viewer: TokenPayload; zone: string };

/** The code each state carries: activated or forced '2' (Vehicle Active), deactivated '1', invited keeps its own. */
const CODE: Partial<Record<ActivationState, string>> = { activated: '2', force_activated: '2', deactivated: '1' };

/**
 * Moves a vehicle the caller sees to a state, in one transaction: the vehicle's state and code (an
 * activation dated today in the reports' zone, unless it already has a date), the event with its
 * note and author, and what goes `alongside` (a notification). Answers the vehicle as it now stands.
 */
async function change(
  { db, scope, viewer, zone }: Changer,
  vehicleId: number,
  to: ActivationState,
  allowed: (vehicle: { activation_state: ActivationState | null; activation_status: string }) => boolean,
  refusal: 'activation_failed' | 'deactivation_failed',
  note: string | undefined,
  alongside?: (tx: Db, vehicle: VehicleActivationRow) => Promise<void>,
) {
  const vehicle = await activationOf(db, scope, vehicleId);
  if (!allowed(vehicle)) throw new AppError(409, refusal);
  const code = CODE[to];
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(vehicles)
      .set({
        activation_state: to,
        ...(code ? { activation_status: code } : {}),
        ...(code === '2' && vehicle.activation_date === null ? { activation_date: dayOf(Date.now(), zone) } : {}),
        updated_at: new Date(),
      })
      // As it was read: a change made meanwhile by someone else refuses this one.
      .where(
        and(
          eq(vehicles.id, vehicleId),
          eq(vehicles.activation_status, vehicle.activation_status),
          vehicle.activation_state === null
            ? isNull(vehicles.activation_state)
            : eq(vehicles.activation_state, vehicle.activation_state),
        ),
      )
      .returning({ id: vehicles.id });
    if (moved.length === 0) throw new AppError(409, refusal);
    await record(tx, vehicleId, to, note, viewer);
    await alongside?.(tx, vehicle);
  });
  return activationOf(db, scope, vehicleId);
}

/** The event with its note and author; the vehicle notes when its activation last changed (and was last invited). */
async function record(
  db: Db,
  vehicleId: number,
  event: ActivationEvent,
  note: string | undefined,
  viewer: TokenPayload,
) {
  const text = note?.trim();
  const [stored] = await db
    .insert(vehicleActivationEvents)
    .values({ vehicle_id: vehicleId, event, note: text ? text : null, user_id: viewer.user_id })
    .returning({ at: vehicleActivationEvents.created_at });
  const at = stored?.at ?? new Date();
  await db
    .update(vehicles)
    .set({ activation_changed_at: at, ...(event === 'invited' ? { activation_invited_at: at } : {}) })
    .where(eq(vehicles.id, vehicleId));
}

/** The brand's own decisions: deactivating and forcing an activation. */
const brandOnly = (scope: Scope) => {
  if (scope.kind !== 'all') throw forbidden();
};

/**
 * Invites (or invites again) the owner to accept the activation disclaimer: an info notification to
 * the owner's organisation links to /disclaimer-activation. Not for a vehicle already active.
 */
export async function resendInvitation(changer: Changer, vehicleId: number, note?: string) {
  if (changer.scope.kind === 'own') throw forbidden();
  const tell = async (tx: Db, vehicle: VehicleActivationRow) => {
    await tx.insert(notifications).values({
      organization_id: vehicle.owner_id,
      filter: 'info',
      type: 'disclaimer',
      type_name: 'Disclaimer',
      text: `Accept the activation disclaimer of ${vehicle.vehicle_number ?? vehicle.vehicle_name} to activate it`,
      link: `/disclaimer-activation?vehicle_id=${vehicle.id}`,
      data: { vehicle_id: vehicle.id, chassis_number: vehicle.chassis_number, vehicle_number: vehicle.vehicle_number },
    });
  };
  return change(changer, vehicleId, 'invited', (v) => !activationIsActive(v), 'activation_failed', note, tell);
}

/** The brand deactivates an active vehicle ('Deactivation failed' otherwise). */
export async function deactivate(changer: Changer, vehicleId: number, note?: string) {
  brandOnly(changer.scope);
  return change(changer, vehicleId, 'deactivated', activationIsActive, 'deactivation_failed', note);
}

/** The brand activates a vehicle without its owner's acceptance ('Activation failed' when already active). */
export async function forceActivate(changer: Changer, vehicleId: number, note?: string) {
  brandOnly(changer.scope);
  return change(changer, vehicleId, 'force_activated', (v) => !activationIsActive(v), 'activation_failed', note);
}

/** A note on the vehicle's activation, by anyone who may follow it (not its owner). */
export async function addNote(changer: Changer, vehicleId: number, note: string) {
  if (changer.scope.kind === 'own') throw forbidden();
  const vehicle = await activationOf(changer.db, changer.scope, vehicleId);
  await changer.db.transaction((tx) => record(tx, vehicle.id, 'note', note, changer.viewer));
  return activationOf(changer.db, changer.scope, vehicleId);
}

/** A vehicle of the caller's own organisation: the disclaimer is its owner's to read and accept. */
async function ownVehicle(changer: Changer, vehicleId: number) {
  const vehicle = await activationOf(changer.db, changer.scope, vehicleId);
  if (vehicle.owner_id !== changer.viewer.organization_id) throw forbidden();
  return vehicle;
}

/** The disclaimer page's vehicle: which one, and whether it waits for its owner's acceptance. */
export async function disclaimerOf(changer: Changer, vehicleId: number): Promise<DisclaimerVehicle> {
  const vehicle = await ownVehicle(changer, vehicleId);
  return {
    vehicle_id: vehicle.id,
    vehicle_name: vehicle.vehicle_name,
    vehicle_number: vehicle.vehicle_number,
    chassis_number: vehicle.chassis_number,
    activation_state: vehicle.activation_state,
    waiting: vehicle.activation_state === 'invited',
    active: activationIsActive(vehicle),
  };
}

/**
 * The owner accepts the disclaimer of an invited vehicle, which activates it. Only a user of the
 * owning organisation may ('Activation failed' for a vehicle not invited).
 */
export async function acceptDisclaimer(changer: Changer, vehicleId: number) {
  await ownVehicle(changer, vehicleId);
  return change(
    changer,
    vehicleId,
    'activated',
    (v) => v.activation_state === 'invited',
    'activation_failed',
    undefined,
  );
}
