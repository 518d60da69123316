import { sql } from 'drizzle-orm';
import {
  canStep,
  type BookingCreateBody,
  type BookingStatus,
  type BookingStep,
  type PartAddBody,
} from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import type { Teller } from '../announcement/info-notifications.js';
import { tellBooking, type Audience, type BookingNotice } from './booking-notices.js';
import { findBooking, logEvent, type BookingViewer, type StoredBooking } from './booking-repository.js';

/** Which side a step is taken from: the customer's (its fleet) or the dealer's (booked at it). */
type Side = 'customer' | 'dealer' | 'either';

type Change = {
  status?: BookingStatus;
  proposed_date?: string | null;
  odometer_km?: number;
  /** The proposed date becomes the service date, read under the step's lock. */
  acceptProposal?: true;
};

const refused = () => new AppError(409, 'cannot_process');

/**
 * Takes one step on a booking the caller may act on from `side`: locks it, checks the step may
 * follow its status (else 'Can not be processed'), applies the change and keeps the step in the
 * booking's history, in one transaction; then tells the other side.
 */
export async function takeStep(
  teller: Teller,
  viewer: BookingViewer,
  id: number,
  step: { name: BookingStep; side: Side; action: string; note?: string; change: Change },
  notice: (booking: StoredBooking, by: Audience) => { to: Audience; notice: BookingNotice } | null,
): Promise<StoredBooking> {
  const { db } = teller;
  let by: Audience = 'customer';
  const updated = await db.transaction(async (tx) => {
    const booking = await findBooking(tx, viewer, id);
    if (!booking) throw notFound();
    await tx.execute(sql`SELECT id FROM service_bookings WHERE id = ${id} FOR UPDATE`);
    const [current] = await queryRows<{ status: BookingStatus }>(
      tx,
      sql`SELECT status FROM service_bookings WHERE id = ${id}`,
    );
    by = sideOf(booking, step.side);
    if (!current || !canStep(step.name, current.status)) throw refused();
    await apply(tx, id, step.change);
    await logEvent(tx, id, viewer.userId, step.action, step.note ?? '');
    const fresh = await findBooking(tx, viewer, id);
    if (!fresh) throw notFound();
    return fresh;
  });
  const told = notice(updated, by);
  if (told) await tellBooking(teller, updated, told.to, told.notice);
  return updated;
}

/** The side the caller acts from; refused when it may not act from the step's side. */
function sideOf(booking: StoredBooking, side: Side): Audience {
  if (side === 'customer' && booking.in_fleet) return 'customer';
  if (side === 'dealer' && booking.at_dealer) return 'dealer';
  if (side === 'either') {
    if (booking.at_dealer) return 'dealer';
    if (booking.in_fleet) return 'customer';
  }
  throw new AppError(403, 'forbidden');
}

async function apply(db: Db, id: number, change: Change): Promise<void> {
  const sets = [sql`updated_at = now()`];
  if (change.status !== undefined) sets.push(sql`status = ${change.status}`);
  if (change.acceptProposal) sets.push(sql`service_date = coalesce(proposed_date, service_date)`);
  if (change.proposed_date !== undefined) sets.push(sql`proposed_date = ${change.proposed_date}`);
  if (change.odometer_km !== undefined) sets.push(sql`odometer_km = ${change.odometer_km}`);
  await db.execute(sql`UPDATE service_bookings SET ${sql.join(sets, sql`, `)} WHERE id = ${id}`);
}

/** A new booking at a dealer, waiting for its answer; the dealer's administrators are told. */
export async function createBooking(
  teller: Teller,
  viewer: BookingViewer,
  vehicle: { id: number; organization_id: number },
  body: BookingCreateBody,
): Promise<StoredBooking> {
  const booking = await teller.db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO service_bookings
          (organization_id, vehicle_id, dealer_org_id, service_kind, service_date, odometer_km, note, created_by)
        VALUES (${vehicle.organization_id}, ${vehicle.id}, ${body.dealer_id}, ${body.service_kind}, ${body.service_date},
          ${body.odometer_km}, ${body.note ?? ''}, ${viewer.userId})
        RETURNING id`,
    );
    if (!row) throw new Error('booking not inserted');
    await logEvent(tx, row.id, viewer.userId, 'requested', body.note ?? '');
    const stored = await findBooking(tx, { ...viewer, book: true }, row.id);
    if (!stored) throw new Error('booking not visible to its maker');
    return stored;
  });
  await tellBooking(teller, booking, 'dealer', {
    type: 'maintenance_waiting',
    text: `${booking.customer_name} asks for ${booking.service_kind} service of ${booking.vehicle_number ?? booking.vehicle_name} on ${booking.service_date}`,
    data: { service_kind: booking.service_kind, date: booking.service_date },
  });
  return booking;
}

/** A spare part fitted or ordered on a booking at the caller's dealership; the customer is told. */
export async function addPart(teller: Teller, viewer: BookingViewer, body: PartAddBody): Promise<number> {
  const { db } = teller;
  const result = await db.transaction(async (tx) => {
    const booking = await findBooking(tx, viewer, body.id);
    if (!booking) throw notFound();
    sideOf(booking, 'dealer');
    if (!canStep('part', booking.status)) throw refused();
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO service_parts (booking_id, part_name, quantity, state)
        VALUES (${body.id}, ${body.part_name}, ${body.quantity}, ${body.state}) RETURNING id`,
    );
    if (!row) throw new Error('part not inserted');
    await logEvent(tx, body.id, viewer.userId, `part_${body.state}`, `${body.quantity} × ${body.part_name}`);
    return { booking, partId: row.id };
  });
  await tellBooking(teller, result.booking, 'customer', {
    type: 'spare_part',
    text: `${body.quantity} × ${body.part_name} ${body.state} for ${result.booking.vehicle_number ?? result.booking.vehicle_name}`,
    data: { part: body.part_name, quantity: body.quantity, state: body.state },
  });
  return result.partId;
}

/** An ordered part has arrived at the dealer: the customer is told (new_spare_part), once. */
export async function partArrived(teller: Teller, viewer: BookingViewer, partId: number): Promise<void> {
  const { db } = teller;
  const result = await db.transaction(async (tx) => {
    const [part] = await queryRows<{ booking_id: number; part_name: string; quantity: number; state: string }>(
      tx,
      sql`SELECT booking_id, part_name, quantity, state FROM service_parts WHERE id = ${partId} FOR UPDATE`,
    );
    const booking = part ? await findBooking(tx, viewer, part.booking_id) : undefined;
    if (!part || !booking) throw notFound();
    sideOf(booking, 'dealer');
    if (part.state !== 'ordered' || !canStep('part', booking.status)) throw refused();
    await tx.execute(sql`UPDATE service_parts SET state = 'arrived' WHERE id = ${partId}`);
    await logEvent(tx, booking.id, viewer.userId, 'part_arrived', `${part.quantity} × ${part.part_name}`);
    return { booking, part };
  });
  await tellBooking(teller, result.booking, 'customer', {
    type: 'new_spare_part',
    text: `${result.part.quantity} × ${result.part.part_name} has arrived for ${result.booking.vehicle_number ?? result.booking.vehicle_name}`,
    data: { part: result.part.part_name, quantity: result.part.quantity },
  });
}
