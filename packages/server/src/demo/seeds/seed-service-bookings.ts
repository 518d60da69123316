import { sql } from 'drizzle-orm';
import type { BookingStatus, ServiceKind } from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { orgIdByCode } from '../../db/seed-base.js';

const DAY_MS = 86_400_000;

type DemoBooking = {
  kind: ServiceKind;
  /** Days from today of the service (negative: past). */
  inDays: number;
  status: BookingStatus;
  note: string;
  /** The steps after the request, oldest first, each taken by the customer or the dealer. */
  steps: { action: string; by: 'customer' | 'dealer'; note?: string }[];
  parts?: { name: string; quantity: number; state: 'fitted' | 'ordered' | 'arrived' }[];
};

const BOOKINGS: DemoBooking[] = [
  { kind: 'periodic', inDays: 4, status: 'waiting', note: '40,000 km service', steps: [] },
  {
    kind: 'brakes',
    inDays: 6,
    status: 'proposed',
    note: 'Brakes squeal when loaded',
    steps: [{ action: 'date_proposed', by: 'dealer', note: 'The brake bay is free two days later' }],
  },
  { kind: 'oil_change', inDays: 2, status: 'approved', note: '', steps: [{ action: 'approved', by: 'dealer' }] },
  {
    kind: 'electrical',
    inDays: 0,
    status: 'in_service',
    note: 'Dashboard warning light',
    steps: [
      { action: 'approved', by: 'dealer' },
      { action: 'in_service', by: 'dealer' },
      { action: 'part_ordered', by: 'dealer', note: '1 × Alternator regulator' },
    ],
    parts: [{ name: 'Alternator regulator', quantity: 1, state: 'ordered' }],
  },
  {
    kind: 'periodic',
    inDays: -12,
    status: 'done',
    note: '30,000 km service',
    steps: [
      { action: 'approved', by: 'dealer' },
      { action: 'in_service', by: 'dealer' },
      { action: 'part_fitted', by: 'dealer', note: '1 × Oil filter' },
      { action: 'part_fitted', by: 'dealer', note: '2 × Air filter' },
      { action: 'done', by: 'dealer' },
    ],
    parts: [
      { name: 'Oil filter', quantity: 1, state: 'fitted' },
      { name: 'Air filter', quantity: 2, state: 'fitted' },
    ],
  },
  {
    kind: 'tyres',
    inDays: -3,
    status: 'cancelled',
    note: 'Front tyres worn',
    steps: [{ action: 'cancelled', by: 'customer', note: 'Replaced on the road' }],
  },
];

/** A handful of service bookings of the demo fleet at its dealer, one in each state, with their history. */
export async function seedServiceBookings(db: Db): Promise<void> {
  const [existing] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM service_bookings`);
  if ((existing?.n ?? 0) > 0) return;
  const customer = await orgIdByCode(db, 'CUS-LOGNUS');
  const dealer = await orgIdByCode(db, 'DLR-JKT');
  const people = await queryRows<{ username: string; id: number }>(
    db,
    sql`SELECT username, id FROM users WHERE username IN ('customer', 'dealer')`,
  );
  const who = (name: string) => people.find((person) => person.username === name)?.id ?? null;
  const trucks = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM vehicles WHERE organization_id = ${customer} ORDER BY id LIMIT ${BOOKINGS.length}`,
  );
  for (const [index, booking] of BOOKINGS.entries()) {
    const truck = trucks[index % Math.max(trucks.length, 1)];
    if (!truck) return;
    const serviceDay = new Date(Date.now() + booking.inDays * DAY_MS);
    const asked = new Date(Math.min(Date.now(), serviceDay.getTime()) - 5 * DAY_MS);
    const proposed = booking.status === 'proposed' ? new Date(serviceDay.getTime() + 2 * DAY_MS) : null;
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO service_bookings (organization_id, vehicle_id, dealer_org_id, service_kind, service_date,
          proposed_date, odometer_km, status, note, created_by, created_at, updated_at)
        VALUES (${customer}, ${truck.id}, ${dealer}, ${booking.kind}, ${serviceDay.toISOString().slice(0, 10)},
          ${proposed?.toISOString().slice(0, 10) ?? null}, ${30_000 + index * 2_500}, ${booking.status}, ${booking.note},
          ${who('customer')}, ${asked.toISOString()}, now())
        RETURNING id`,
    );
    if (!row) continue;
    const events = [{ action: 'requested', by: 'customer' as const, note: booking.note }, ...booking.steps];
    for (const [step, event] of events.entries()) {
      const at = new Date(asked.getTime() + step * 3_600_000 * 5);
      await db.execute(
        sql`INSERT INTO service_booking_events (booking_id, at, user_id, action, note)
          VALUES (${row.id}, ${at.toISOString()}, ${who(event.by)}, ${event.action}, ${event.note ?? ''})`,
      );
    }
    for (const part of booking.parts ?? []) {
      await db.execute(
        sql`INSERT INTO service_parts (booking_id, part_name, quantity, state)
          VALUES (${row.id}, ${part.name}, ${part.quantity}, ${part.state})`,
      );
    }
  }
}
