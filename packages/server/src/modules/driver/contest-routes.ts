import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  ContestAreas,
  ContestDetailDownloadQuery,
  ContestDetailQuery,
  ContestDownloadQuery,
  ContestDriverDetail,
  ContestDriverList,
  ContestListDownloadQuery,
  ContestListQuery,
  ContestParticipants,
  ContestQuery,
  ContestTopCustomerDownloadQuery,
  ContestTopCustomerQuery,
  ContestTopCustomers,
  ContestTopDrivers,
  DownloadFile,
  Envelope,
  ErrorBody,
  hasPermission,
  XLSX_CONTENT_TYPE,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { AppError, forbidden } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { contestPeriod } from './contest-period.js';
import type { ContestReach } from './contest-sql.js';
import { detailDriver, listArea, listDriver, participantByDealer, topCustomer, topDriver } from './contest-service.js';
import { detailDriverXlsx, listDriverXlsx, participantXlsx, topCustomerXlsx, topDriverXlsx } from './contest-xlsx.js';
import { drivers } from './driver-tables.js';

/** The file answer, as the server sends it: the workbook's bytes. */
const FILE_ANSWERS = {
  200: {
    description: 'the xlsx file, as an attachment',
    content: { [XLSX_CONTENT_TYPE]: { schema: Type.Unsafe<Buffer>(DownloadFile) } },
  },
  '4xx': ErrorBody,
};

const ACCESS = { access: 'view_driver_contest' } as const;
const LIST_LIMIT = 10;

const sendFile = (reply: FastifyReply, name: string, bytes: Buffer) =>
  reply.type(XLSX_CONTENT_TYPE).header('content-disposition', `attachment; filename="${name}.xlsx"`).send(bytes);

/**
 * `/api/driver/contest/...` (spec document 2 section 7.10). Reach: the brand all drivers, a dealer its
 * customers', a customer its own; a caller without `list_driver` (the driver user) only its own
 * driver, ranked among its organisation's drivers whose positions it sees anonymised.
 */
export async function contestRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const zone = ctx.config.reports.zone;

  async function reachOf(request: FastifyRequest, areaId: number | undefined): Promise<ContestReach> {
    const viewer = viewerOf(request);
    if (hasPermission(viewer, 'list_driver')) return { scope: scopeOf(request), areaId, me: null };
    const [own] = await db
      .select({ id: drivers.id, organization_id: drivers.organization_id })
      .from(drivers)
      .where(eq(drivers.user_id, viewer.user_id));
    if (!own) throw new AppError(403, 'contest_no_driver');
    return { scope: { kind: 'own', orgId: own.organization_id }, areaId: undefined, me: own.id };
  }
  /** The calls about customers and dealers are for those who manage drivers. */
  const managerReach = async (request: FastifyRequest, areaId: number | undefined) => {
    const reach = await reachOf(request, areaId);
    if (reach.me !== null) throw forbidden();
    return reach;
  };
  const detailOf = async (
    request: FastifyRequest,
    query: { id?: number; area_id?: number; from?: string; to?: string },
  ) => {
    const reach = await reachOf(request, query.area_id);
    const id = reach.me ?? query.id;
    if (id === undefined) throw new AppError(400, 'fill_blank');
    if (reach.me !== null && query.id !== undefined && query.id !== reach.me) throw forbidden();
    return detailDriver(db, reach, contestPeriod(query, zone), id);
  };

  app.get('/list_area', { config: ACCESS, schema: { response: { 200: Envelope(ContestAreas) } } }, async () =>
    ok(await listArea(db)),
  );

  app.get(
    '/top_driver',
    { config: ACCESS, schema: { querystring: ContestQuery, response: { 200: Envelope(ContestTopDrivers) } } },
    async (request) =>
      ok(await topDriver(db, await reachOf(request, request.query.area_id), contestPeriod(request.query, zone))),
  );

  app.get(
    '/top_customer',
    {
      config: ACCESS,
      schema: { querystring: ContestTopCustomerQuery, response: { 200: Envelope(ContestTopCustomers) } },
    },
    async (request) => {
      const { query } = request;
      const reach = await managerReach(request, query.area_id);
      return ok(await topCustomer(db, reach, contestPeriod(query, zone), { onlyParticipants: query.is_participant }));
    },
  );

  app.get(
    '/participant_by_dealer',
    { config: ACCESS, schema: { querystring: ContestQuery, response: { 200: Envelope(ContestParticipants) } } },
    async (request) =>
      ok(
        await participantByDealer(
          db,
          await managerReach(request, request.query.area_id),
          contestPeriod(request.query, zone),
        ),
      ),
  );

  app.get(
    '/list_driver',
    { config: ACCESS, schema: { querystring: ContestListQuery, response: { 200: Envelope(ContestDriverList) } } },
    async (request) => {
      const { query } = request;
      const reach = await reachOf(request, query.area_id);
      const paging = { page: query.page ?? 1, limit: query.limit ?? LIST_LIMIT, search: query.search };
      return ok(await listDriver(db, reach, contestPeriod(query, zone), paging));
    },
  );

  app.get(
    '/detail_driver',
    { config: ACCESS, schema: { querystring: ContestDetailQuery, response: { 200: Envelope(ContestDriverDetail) } } },
    async (request) => ok(await detailOf(request, request.query)),
  );

  app.get(
    '/download_top_driver',
    { config: ACCESS, schema: { querystring: ContestDownloadQuery, response: FILE_ANSWERS } },
    async (request, reply) => {
      const { query } = request;
      const reach = await reachOf(request, query.area_id);
      const answer = await topDriver(db, reach, contestPeriod(query, zone), query.all === true);
      return sendFile(reply, `top-driver-${answer.from}-${answer.to}`, await topDriverXlsx(answer));
    },
  );

  app.get(
    '/download_top_customer',
    { config: ACCESS, schema: { querystring: ContestTopCustomerDownloadQuery, response: FILE_ANSWERS } },
    async (request, reply) => {
      const { query } = request;
      const reach = await managerReach(request, query.area_id);
      const options = { onlyParticipants: query.is_participant, all: query.all === true };
      const answer = await topCustomer(db, reach, contestPeriod(query, zone), options);
      return sendFile(reply, `top-customer-${answer.from}-${answer.to}`, await topCustomerXlsx(answer));
    },
  );

  app.get(
    '/download_participant_by_dealer',
    { config: ACCESS, schema: { querystring: ContestDownloadQuery, response: FILE_ANSWERS } },
    async (request, reply) => {
      const { query } = request;
      const answer = await participantByDealer(
        db,
        await managerReach(request, query.area_id),
        contestPeriod(query, zone),
      );
      return sendFile(reply, `participant-by-dealer-${answer.from}-${answer.to}`, await participantXlsx(answer));
    },
  );

  app.get(
    '/download_list_driver',
    { config: ACCESS, schema: { querystring: ContestListDownloadQuery, response: FILE_ANSWERS } },
    async (request, reply) => {
      const { query } = request;
      const reach = await reachOf(request, query.area_id);
      const paging = {
        page: query.page ?? 1,
        limit: query.limit ?? LIST_LIMIT,
        search: query.search,
        all: query.all === true,
      };
      const answer = await listDriver(db, reach, contestPeriod(query, zone), paging);
      return sendFile(reply, `driver-list-${answer.from}-${answer.to}`, await listDriverXlsx(answer));
    },
  );

  app.get(
    '/download_detail_driver',
    { config: ACCESS, schema: { querystring: ContestDetailDownloadQuery, response: FILE_ANSWERS } },
    async (request, reply) => {
      const answer = await detailOf(request, request.query);
      return sendFile(
        reply,
        `driver-${answer.driver.id}-${answer.from}-${answer.to}`,
        await detailDriverXlsx(answer, request.query.all === true),
      );
    },
  );
}
