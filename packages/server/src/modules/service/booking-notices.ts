import type { InfoType } from '@armada/domain';
import { adminsOf, tellUsers, type Teller } from '../announcement/info-notifications.js';
import type { StoredBooking } from './booking-repository.js';

/** English type names stored with each notification (the web writes its own from the type and data). */
const TYPE_NAMES: Partial<Record<InfoType, string>> = {
  maintenance_waiting: 'Maintenance waiting',
  maintenance_approve: 'Maintenance approved',
  service_update: 'Service update',
  service_cancellation: 'Service cancelled',
  spare_part: 'Spare part',
  new_spare_part: 'New spare part',
};

export type BookingNotice = { type: InfoType; text: string; data?: Record<string, unknown> };

/** Whom a step tells: the customer (its administrators and whoever booked) or the dealer's administrators. */
export type Audience = 'customer' | 'dealer';

async function recipients(teller: Teller, booking: StoredBooking, audience: Audience): Promise<number[]> {
  if (audience === 'dealer') return adminsOf(teller.db, [booking.dealer_id]);
  const admins = await adminsOf(teller.db, [booking.organization_id]);
  return booking.created_by === null ? admins : [...admins, booking.created_by];
}

/**
 * One info notification per recipient, written after the step's transaction committed, with the
 * booking's id, vehicle and dates in `data` so the web can write it in the reader's language and open
 * the booking.
 */
export async function tellBooking(
  teller: Teller,
  booking: StoredBooking,
  audience: Audience,
  notice: BookingNotice,
): Promise<number> {
  return tellUsers(teller, await recipients(teller, booking, audience), {
    type: notice.type,
    type_name: TYPE_NAMES[notice.type] ?? notice.type,
    text: notice.text,
    link: `/service-bookings?id=${booking.id}`,
    data: {
      booking_id: booking.id,
      vehicle: booking.vehicle_number ?? booking.vehicle_name,
      dealer: booking.dealer_name,
      customer: booking.customer_name,
      ...notice.data,
    },
  });
}
