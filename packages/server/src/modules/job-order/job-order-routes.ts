import type { FastifyInstance } from 'fastify';
import {
  dutyCounts,
  JobOrderFailure,
  JobOrdersAnswer,
  JobOrdersQuery,
  OnDutyCountAnswer,
  OnDutyCountBody,
  OnDutyListAnswer,
  OnDutyListBody,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { typed } from '../../http.js';
import { scopeOf } from '../../auth/guard.js';
import { installJobOrderErrors } from './job-order-errors.js';
import { countDuty, findVisibleVehicleId, listOnDuty, listVehicleJobOrders } from './job-order-repository.js';

const FAILURES = { '4xx': JobOrderFailure, '5xx': JobOrderFailure };

/** `/api/job-order/v1/...`: vehicles on duty, their counts and a vehicle's job orders; answers carry `ok`. */
export async function jobOrderRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  installJobOrderErrors(base);
  // Every body field is optional: a POST without a body asks with the defaults.
  base.addHook('preValidation', async (request) => {
    request.body ??= {};
  });
  const app = typed(base);
  const { db } = ctx.database;

  app.post(
    '/vehicles.on-duty.list',
    {
      config: { access: 'list_job_order' },
      schema: { body: OnDutyListBody, response: { 200: OnDutyListAnswer, ...FAILURES } },
    },
    async (request) => {
      const { group_ids, page, page_size } = request.body;
      const found = await listOnDuty(db, scopeOf(request), group_ids, { page, pageSize: page_size });
      return { ok: true as const, vehicles_on_duty: found.vehicles, total_count: found.total, page, page_size };
    },
  );

  app.get(
    '/vehicles.on-duty.job-orders.list',
    {
      config: { access: 'list_job_order' },
      schema: { querystring: JobOrdersQuery, response: { 200: JobOrdersAnswer, ...FAILURES } },
    },
    async (request) => {
      const { chassis_number } = request.query;
      const vehicleId = await findVisibleVehicleId(db, scopeOf(request), chassis_number);
      if (vehicleId === undefined) throw notFound();
      const { rows, total } = await listVehicleJobOrders(db, vehicleId);
      return { ok: true as const, chassis_number, job_orders: rows, total_count_job_order: total };
    },
  );

  app.post(
    '/vehicles.on-duty.count',
    {
      config: { access: 'list_job_order' },
      schema: { body: OnDutyCountBody, response: { 200: OnDutyCountAnswer, ...FAILURES } },
    },
    async (request) => {
      const { total, on_duty } = await countDuty(db, scopeOf(request), request.body.group_ids);
      return { ok: true as const, total_count: total, ...dutyCounts(total, on_duty) };
    },
  );
}
