import { sql, type SQL } from 'drizzle-orm';
import {
  REALM_ID,
  type BookingDetail,
  type BookingListQuery,
  type BookingPage,
  type BookingPart,
  type BookingRow,
  type BookingStatus,
  type PartState,
  type ServiceDealer,
  type ServiceKind,
} from '@armada/domain';
import { orgCondition, type Scope } from '../../auth/scope.js';
import { queryRows, type Db } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';

/** Who asks: what the caller's organisation sees, and which side of a booking it may act on. */
export type BookingViewer = { scope: Scope; orgId: number; userId: number; book: boolean; handle: boolean };

type Stored = {
  id: number;
  organization_id: number;
  vehicle_id: number;
  vehicle_name: string;
  vehicle_number: string | null;
  imei: string;
  customer_name: string;
  dealer_id: number;
  dealer_name: string;
  service_kind: ServiceKind;
  /** YYYY-MM-DD (read as text). */
  service_date: string;
  proposed_date: string | null;
  odometer_km: number;
  status: BookingStatus;
  note: string;
  created_by: number | null;
  created_at: string | Date;
  updated_at: string | Date;
  /** The caller may act as the customer (its scope owns the vehicle), as the dealer (booked at it). */
  in_fleet: boolean;
  at_dealer: boolean;
};
export type StoredBooking = Stored;

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Bookings the caller may act on as the customer: its fleet's; for a dealer its own trucks' and those
 * its customers booked at it, never what they booked at another dealer.
 */
function fleetCondition(scope: Scope): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'own':
      return sql`b.organization_id = ${scope.orgId}`;
    case 'dealer':
      return sql`(b.organization_id = ${scope.orgId} OR (b.dealer_org_id = ${scope.orgId}
        AND b.organization_id IN (SELECT id FROM organizations WHERE dealer_id = ${scope.orgId})))`;
  }
}

/** Bookings made at the caller's dealership (the brand's administrators: every one). */
function dealerCondition(viewer: BookingViewer): SQL {
  return viewer.scope.kind === 'all' ? sql`true` : sql`b.dealer_org_id = ${viewer.orgId}`;
}

/** What the caller sees: its fleet's bookings when it books, those made at it when it handles. */
function visible(viewer: BookingViewer): SQL {
  const mine = viewer.book ? fleetCondition(viewer.scope) : sql`false`;
  const atDealer = viewer.handle ? dealerCondition(viewer) : sql`false`;
  return sql`((${mine}) OR (${atDealer}))`;
}

const select = (viewer: BookingViewer) => sql`SELECT b.id, b.organization_id, b.vehicle_id, v.vehicle_name,
    v.vehicle_number, v.imei, c.name AS customer_name, b.dealer_org_id AS dealer_id, d.name AS dealer_name,
    b.service_kind, b.service_date::text AS service_date, b.proposed_date::text AS proposed_date, b.odometer_km,
    b.status, b.note, b.created_by, b.created_at, b.updated_at,
    (${viewer.book ? fleetCondition(viewer.scope) : sql`false`}) AS in_fleet,
    (${viewer.handle ? dealerCondition(viewer) : sql`false`}) AS at_dealer
  FROM service_bookings b
  JOIN ${vehicles} v ON v.id = b.vehicle_id
  JOIN organizations c ON c.id = b.organization_id
  JOIN organizations d ON d.id = b.dealer_org_id`;

function rowOf(stored: Stored): BookingRow {
  return {
    id: stored.id,
    vehicle_id: stored.vehicle_id,
    vehicle_name: stored.vehicle_name,
    vehicle_number: stored.vehicle_number,
    customer_name: stored.customer_name,
    dealer_id: stored.dealer_id,
    dealer_name: stored.dealer_name,
    service_kind: stored.service_kind,
    service_date: stored.service_date,
    proposed_date: stored.proposed_date,
    odometer_km: stored.odometer_km,
    status: stored.status,
    note: stored.note,
    created_at: iso(stored.created_at),
    updated_at: iso(stored.updated_at),
    can_book: Boolean(stored.in_fleet),
    can_handle: Boolean(stored.at_dealer),
  };
}

export async function listBookings(db: Db, viewer: BookingViewer, query: BookingListQuery): Promise<BookingPage> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const side =
    query.side === 'mine'
      ? visible({ ...viewer, handle: false })
      : query.side === 'dealer'
        ? visible({ ...viewer, book: false })
        : visible(viewer);
  const where = sql.join(
    [
      side,
      query.status ? sql`b.status = ${query.status}` : sql`true`,
      query.vehicle_id ? sql`b.vehicle_id = ${query.vehicle_id}` : sql`true`,
    ],
    sql` AND `,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM service_bookings b WHERE ${where}`,
  );
  const rows = await queryRows<Stored>(
    db,
    sql`${select(viewer)} WHERE ${where} ORDER BY b.service_date DESC, b.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  return { data: rows.map(rowOf), total_data: count?.n ?? 0, page, limit };
}

/** A booking the caller may see, or undefined. */
export async function findBooking(db: Db, viewer: BookingViewer, id: number): Promise<StoredBooking | undefined> {
  const [row] = await queryRows<Stored>(db, sql`${select(viewer)} WHERE b.id = ${id} AND ${visible(viewer)}`);
  return row;
}

export async function bookingDetail(db: Db, stored: StoredBooking): Promise<BookingDetail> {
  const events = await queryRows<{ at: Date | string; by: string | null; action: string; note: string }>(
    db,
    sql`SELECT e.at, coalesce(nullif(u.name, ''), u.username) AS by, e.action, e.note
      FROM service_booking_events e LEFT JOIN users u ON u.id = e.user_id
      WHERE e.booking_id = ${stored.id} ORDER BY e.at, e.id`,
  );
  return {
    booking: rowOf(stored),
    events: events.map((event) => ({ at: iso(event.at), by: event.by ?? '', action: event.action, note: event.note })),
    parts: await partsOf(db, stored.id),
  };
}

async function partsOf(db: Db, bookingId: number): Promise<BookingPart[]> {
  const rows = await queryRows<{ id: number; part_name: string; quantity: number; state: PartState; created_at: Date }>(
    db,
    sql`SELECT id, part_name, quantity, state, created_at FROM service_parts WHERE booking_id = ${bookingId} ORDER BY id`,
  );
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at) }));
}

/** The dealers a customer may book at: every active dealer organisation, its own dealer first. */
export async function serviceDealers(db: Db, orgId: number): Promise<ServiceDealer[]> {
  const rows = await queryRows<ServiceDealer>(
    db,
    sql`SELECT d.id, d.name, d.address,
        d.id = (SELECT dealer_id FROM organizations WHERE id = ${orgId}) OR d.id = ${orgId} AS own
      FROM organizations d WHERE d.isactive = 1 AND d.realm_id = ${REALM_ID.dealer} ORDER BY 4 DESC, d.name`,
  );
  return rows.map((row) => ({ ...row, own: Boolean(row.own) }));
}

/** A vehicle the caller's scope sees (the customer side books for it), or undefined. */
export async function bookableVehicle(db: Db, scope: Scope, vehicleId: number) {
  const [row] = await queryRows<{ id: number; organization_id: number }>(
    db,
    sql`SELECT id, organization_id FROM ${vehicles}
      WHERE id = ${vehicleId} AND ${orgCondition(scope, vehicles.organization_id)}`,
  );
  return row;
}

export async function isDealer(db: Db, orgId: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`SELECT id FROM organizations WHERE id = ${orgId} AND isactive = 1 AND realm_id = ${REALM_ID.dealer}`,
  );
  return rows.length > 0;
}

export async function logEvent(db: Db, bookingId: number, userId: number, action: string, note = ''): Promise<void> {
  await db.execute(
    sql`INSERT INTO service_booking_events (booking_id, user_id, action, note) VALUES (${bookingId}, ${userId}, ${action}, ${note})`,
  );
}
