import { Type, type Static } from '@sinclair/typebox';
import { Page } from '../api.js';
import { Closed, DateTime, Id, literals, orNull, PageNumber } from './contract.js';

/**
 * Service bookings (issue 15; call names are ours): a customer books maintenance for a truck at a
 * dealer, the dealer approves it or proposes another date, works on it and records spare parts. Each
 * step tells the other side through the info notifications of spec document 2 section 9
 * (maintenance_waiting, maintenance_approve, service_update, service_cancellation, spare_part,
 * new_spare_part). Booking needs `book_service` on a vehicle the caller sees; the dealer's side needs
 * `handle_service` and acts only on bookings made at its own organisation.
 */
export const SERVICE_CALLS = {
  list: '/api/service/list_booking',
  detail: '/api/service/detail_booking',
  dealers: '/api/service/list_dealer',
  create: '/api/service/create_booking',
  cancel: '/api/service/cancel_booking',
  accept: '/api/service/accept_date',
  approve: '/api/service/approve_booking',
  propose: '/api/service/propose_date',
  progress: '/api/service/update_booking',
  addPart: '/api/service/add_part',
  partArrived: '/api/service/part_arrived',
} as const;

export const SERVICE_KINDS = [
  'periodic',
  'oil_change',
  'brakes',
  'tyres',
  'electrical',
  'repair',
  'inspection',
] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/**
 * waiting: asked, the dealer has not answered; proposed: the dealer asked for another date, the
 * customer has not answered; approved: date agreed; in_service: at the workshop; done; cancelled.
 */
export const BOOKING_STATUSES = ['waiting', 'proposed', 'approved', 'in_service', 'done', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What each step may follow (the server refuses any other with 'Can not be processed'). */
export const BOOKING_STEPS = {
  approve: ['waiting'],
  propose: ['waiting', 'proposed', 'approved'],
  accept: ['proposed'],
  start: ['approved'],
  finish: ['in_service'],
  cancel: ['waiting', 'proposed', 'approved'],
  part: ['approved', 'in_service'],
} as const satisfies Record<string, readonly BookingStatus[]>;
export type BookingStep = keyof typeof BOOKING_STEPS;

export function canStep(step: BookingStep, status: BookingStatus): boolean {
  return (BOOKING_STEPS[step] as readonly BookingStatus[]).includes(status);
}

/** A spare part is fitted at the workshop, or ordered and told again when it arrives. */
export const PART_STATES = ['fitted', 'ordered', 'arrived'] as const;
export type PartState = (typeof PART_STATES)[number];

/** Service reminders: every SERVICE_EVERY_KM driven or SERVICE_EVERY_ENGINE_H engine hours, told this far ahead. */
export const SERVICE_EVERY_KM = 10_000;
export const SERVICE_EVERY_ENGINE_H = 250;
export const SERVICE_DUE_AHEAD_KM = 500;
export const SERVICE_DUE_AHEAD_ENGINE_H = 10;

const day = () => Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const note = () => Type.String({ maxLength: 500 });
const odometer = () => Type.Integer({ minimum: 0, maximum: 10_000_000 });

export const BookingListQuery = Closed({
  page: Type.Optional(PageNumber()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  status: Type.Optional(literals(BOOKING_STATUSES)),
  vehicle_id: Type.Optional(Id()),
  /** mine: bookings of the caller's fleet; dealer: bookings made at the caller's dealership. */
  side: Type.Optional(literals(['mine', 'dealer'] as const)),
});
export type BookingListQuery = Static<typeof BookingListQuery>;

export const BookingRow = Closed({
  id: Id(),
  vehicle_id: Id(),
  vehicle_name: Type.String(),
  vehicle_number: orNull(Type.String()),
  customer_name: Type.String(),
  dealer_id: Id(),
  dealer_name: Type.String(),
  service_kind: literals(SERVICE_KINDS),
  service_date: day(),
  proposed_date: orNull(day()),
  odometer_km: odometer(),
  status: literals(BOOKING_STATUSES),
  note: Type.String(),
  created_at: DateTime(),
  updated_at: DateTime(),
  /** What the caller may do next: customer side, dealer side. */
  can_book: Type.Boolean(),
  can_handle: Type.Boolean(),
});
export type BookingRow = Static<typeof BookingRow>;
export const BookingPage = Page(BookingRow);
export type BookingPage = Static<typeof BookingPage>;

export const BookingEvent = Closed({
  at: DateTime(),
  by: Type.String(),
  action: Type.String(),
  note: Type.String(),
});
export type BookingEvent = Static<typeof BookingEvent>;

export const BookingPart = Closed({
  id: Id(),
  part_name: Type.String(),
  quantity: Type.Integer(),
  state: literals(PART_STATES),
  created_at: DateTime(),
});
export type BookingPart = Static<typeof BookingPart>;

export const BookingDetail = Closed({
  booking: BookingRow,
  events: Type.Array(BookingEvent),
  parts: Type.Array(BookingPart),
});
export type BookingDetail = Static<typeof BookingDetail>;

export const BookingIdQuery = Closed({ id: Id() });

export const ServiceDealer = Closed({
  id: Id(),
  name: Type.String(),
  address: orNull(Type.String()),
  own: Type.Boolean(),
});
export type ServiceDealer = Static<typeof ServiceDealer>;
export const ServiceDealerList = Type.Array(ServiceDealer);

export const BookingCreateBody = Closed({
  vehicle_id: Id(),
  dealer_id: Id(),
  service_kind: literals(SERVICE_KINDS),
  service_date: day(),
  odometer_km: odometer(),
  note: Type.Optional(note()),
});
export type BookingCreateBody = Static<typeof BookingCreateBody>;

export const BookingStepBody = Closed({ id: Id(), note: Type.Optional(note()) });
export type BookingStepBody = Static<typeof BookingStepBody>;

export const BookingProposeBody = Closed({ id: Id(), service_date: day(), note: Type.Optional(note()) });
export type BookingProposeBody = Static<typeof BookingProposeBody>;

export const BookingProgressBody = Closed({
  id: Id(),
  status: literals(['in_service', 'done'] as const),
  odometer_km: Type.Optional(odometer()),
  note: Type.Optional(note()),
});
export type BookingProgressBody = Static<typeof BookingProgressBody>;

export const PartAddBody = Closed({
  id: Id(),
  part_name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
  quantity: Type.Integer({ minimum: 1, maximum: 999 }),
  state: literals(['fitted', 'ordered'] as const),
});
export type PartAddBody = Static<typeof PartAddBody>;

export const PartArrivedBody = Closed({ part_id: Id() });
export type PartArrivedBody = Static<typeof PartArrivedBody>;
