import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BookingCreateBody,
  BookingDetail,
  BookingIdQuery,
  BookingListQuery,
  BookingPage,
  BookingProgressBody,
  BookingProposeBody,
  BookingStepBody,
  Envelope,
  hasPermission,
  IdResult,
  MESSAGES,
  NoResult,
  PartAddBody,
  PartArrivedBody,
  ServiceDealerList,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { dayOf } from '../../reports/report-days.js';
import {
  bookableVehicle,
  bookingDetail,
  findBooking,
  isDealer,
  listBookings,
  serviceDealers,
  type BookingViewer,
} from './booking-repository.js';
import { addPart, createBooking, partArrived, takeStep } from './booking-steps.js';

const BOOK = { access: 'book_service' } as const;
const HANDLE = { access: 'handle_service' } as const;
const SIGNED_IN = { access: 'signed-in' } as const;

const label = (b: { vehicle_number: string | null; vehicle_name: string }) => b.vehicle_number ?? b.vehicle_name;

/** `/api/service/...` (issue 15): service bookings between a fleet and a dealer. */
export async function serviceRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const teller = { db, bus: ctx.bus };
  const today = () => dayOf(Date.now(), ctx.config.reports.zone);

  /** The caller's sides; a caller on neither is refused. */
  function viewer(request: FastifyRequest, needed: 'any' | 'book' | 'handle' = 'any'): BookingViewer {
    const caller = viewerOf(request);
    const book = hasPermission(caller, 'book_service');
    const handle = hasPermission(caller, 'handle_service');
    if ((needed === 'any' && !book && !handle) || (needed === 'book' && !book) || (needed === 'handle' && !handle))
      throw forbidden();
    return { scope: scopeOf(request), orgId: caller.organization_id, userId: caller.user_id, book, handle };
  }

  app.get(
    '/list_booking',
    { config: SIGNED_IN, schema: { querystring: BookingListQuery, response: { 200: Envelope(BookingPage) } } },
    async (request) => ok(await listBookings(db, viewer(request), request.query)),
  );

  app.get(
    '/detail_booking',
    { config: SIGNED_IN, schema: { querystring: BookingIdQuery, response: { 200: Envelope(BookingDetail) } } },
    async (request) => {
      const booking = await findBooking(db, viewer(request), request.query.id);
      if (!booking) throw notFound();
      return ok(await bookingDetail(db, booking));
    },
  );

  app.get(
    '/list_dealer',
    { config: BOOK, schema: { response: { 200: Envelope(ServiceDealerList) } } },
    async (request) => ok(await serviceDealers(db, viewerOf(request).organization_id)),
  );

  app.post(
    '/create_booking',
    { config: BOOK, schema: { body: BookingCreateBody, response: { 200: Envelope(IdResult) } } },
    async (request) => {
      const body = request.body;
      const vehicle = await bookableVehicle(db, scopeOf(request), body.vehicle_id);
      if (!vehicle) throw notFound();
      if (!(await isDealer(db, body.dealer_id))) throw new AppError(400, 'invalid_dealer');
      if (body.service_date < today()) throw new AppError(400, 'service_date_past');
      const booking = await createBooking(teller, viewer(request, 'book'), vehicle, body);
      return ok({ id: booking.id });
    },
  );

  app.post(
    '/cancel_booking',
    { config: SIGNED_IN, schema: { body: BookingStepBody, response: { 200: Envelope(NoResult) } } },
    async (request) => {
      const { id, note } = request.body;
      await takeStep(
        teller,
        viewer(request),
        id,
        { name: 'cancel', side: 'either', action: 'cancelled', note, change: { status: 'cancelled' } },
        (booking, by) => ({
          to: by === 'dealer' ? 'customer' : 'dealer',
          notice: {
            type: 'service_cancellation',
            text: `The ${booking.service_kind} service of ${label(booking)} on ${booking.service_date} was cancelled`,
            data: { date: booking.service_date, by, note: note ?? '' },
          },
        }),
      );
      return ok(null, MESSAGES.success);
    },
  );

  app.post(
    '/accept_date',
    { config: BOOK, schema: { body: BookingStepBody, response: { 200: Envelope(NoResult) } } },
    async (request) => {
      const { id, note } = request.body;
      await takeStep(
        teller,
        viewer(request, 'book'),
        id,
        {
          name: 'accept',
          side: 'customer',
          action: 'date_accepted',
          note,
          change: { status: 'approved', acceptProposal: true, proposed_date: null },
        },
        (booking) => ({
          to: 'dealer',
          notice: {
            type: 'maintenance_approve',
            text: `${booking.customer_name} accepted ${booking.service_date} for ${label(booking)}`,
            data: { date: booking.service_date, event: 'date_accepted' },
          },
        }),
      );
      return ok(null, MESSAGES.success);
    },
  );

  app.post(
    '/approve_booking',
    { config: HANDLE, schema: { body: BookingStepBody, response: { 200: Envelope(NoResult) } } },
    async (request) => {
      const { id, note } = request.body;
      await takeStep(
        teller,
        viewer(request, 'handle'),
        id,
        { name: 'approve', side: 'dealer', action: 'approved', note, change: { status: 'approved' } },
        (booking) => ({
          to: 'customer',
          notice: {
            type: 'maintenance_approve',
            text: `${booking.dealer_name} approved the ${booking.service_kind} service of ${label(booking)} on ${booking.service_date}`,
            data: { date: booking.service_date, event: 'approved' },
          },
        }),
      );
      return ok(null, MESSAGES.success);
    },
  );

  app.post(
    '/propose_date',
    { config: HANDLE, schema: { body: BookingProposeBody, response: { 200: Envelope(NoResult) } } },
    async (request) => {
      const { id, note, service_date: date } = request.body;
      if (date < today()) throw new AppError(400, 'service_date_past');
      await takeStep(
        teller,
        viewer(request, 'handle'),
        id,
        {
          name: 'propose',
          side: 'dealer',
          action: 'date_proposed',
          note: note ?? date,
          change: { status: 'proposed', proposed_date: date },
        },
        (booking) => ({
          to: 'customer',
          notice: {
            type: 'service_update',
            text: `${booking.dealer_name} proposes ${date} instead of ${booking.service_date} for ${label(booking)}`,
            data: { event: 'date_proposed', date, previous: booking.service_date, note: note ?? '' },
          },
        }),
      );
      return ok(null, MESSAGES.success);
    },
  );

  app.post(
    '/update_booking',
    { config: HANDLE, schema: { body: BookingProgressBody, response: { 200: Envelope(NoResult) } } },
    async (request) => {
      const { id, note, status, odometer_km: odometer } = request.body;
      const caller = viewer(request, 'handle');
      if (status === 'in_service') {
        const current = await findBooking(db, caller, id);
        if (!current) throw notFound();
        if (current.status === 'approved' && current.service_date > today()) throw new AppError(409, 'not_for_today');
      }
      await takeStep(
        teller,
        caller,
        id,
        {
          name: status === 'in_service' ? 'start' : 'finish',
          side: 'dealer',
          action: status,
          note,
          change: { status, ...(odometer === undefined ? {} : { odometer_km: odometer }) },
        },
        (booking) => ({
          to: 'customer',
          notice: {
            type: 'service_update',
            text: `${label(booking)} is ${status === 'in_service' ? 'in service' : 'ready'} at ${booking.dealer_name}`,
            data: { event: status, date: booking.service_date, note: note ?? '' },
          },
        }),
      );
      return ok(null, MESSAGES.success);
    },
  );

  app.post(
    '/add_part',
    { config: HANDLE, schema: { body: PartAddBody, response: { 200: Envelope(IdResult) } } },
    async (request) => ok({ id: await addPart(teller, viewer(request, 'handle'), request.body) }),
  );

  app.post(
    '/part_arrived',
    { config: HANDLE, schema: { body: PartArrivedBody, response: { 200: Envelope(NoResult) } } },
    async (request) => {
      await partArrived(teller, viewer(request, 'handle'), request.body.part_id);
      return ok(null, MESSAGES.success);
    },
  );
}
