import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  Envelope,
  IdQuery,
  IdResult,
  PageQuery,
  ReportScheduleAddBody,
  ReportScheduleEditBody,
  ReportSchedulePage,
  ReportScheduleRow,
  ReportScheduleRunBody,
  type EngineReport,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { ok, typed } from '../../http.js';
import { AppError, notFound } from '../../errors.js';
import { realmMayRun, reportsOf } from './report-definitions.js';
import { createScheduleRunner } from './report-schedule-runner.js';
import {
  addSchedule,
  deleteSchedule,
  editSchedule,
  listSchedules,
  ownSchedule,
  ownedBy,
  type ScheduleWriter,
} from './report-schedule-repository.js';

/**
 * `/api/report/report_schedule/...`: the caller's own scheduled reports. Anyone who may run reports
 * may schedule them; each sees and changes only the schedules it made.
 */
export async function reportScheduleRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const reports = new Map(reportsOf(ctx).map((report) => [report.name, report]));
  /** Whether the report reads whole months; a report the caller's realm may not run is refused here. */
  const monthlyFor = (request: FastifyRequest, name: EngineReport): boolean => {
    const report = reports.get(name);
    if (!report || !realmMayRun(report, viewerOf(request))) throw new AppError(403, 'forbidden');
    return report.monthly ?? false;
  };
  const writer = (request: FastifyRequest): ScheduleWriter => ({
    db,
    viewer: viewerOf(request),
    scope: scopeOf(request),
    zone: ctx.config.reports.zone,
    now: Date.now,
  });
  const config = { access: 'list_report_trip' } as const;
  const written = { 200: Envelope(IdResult) };

  app.get(
    '/list_report_schedule',
    { config, schema: { querystring: PageQuery, response: { 200: Envelope(ReportSchedulePage) } } },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listSchedules(db, viewerOf(request), { page, limit });
      return ok({ data: rows, total_data: total, page, limit });
    },
  );

  app.post(
    '/add_report_schedule',
    { config, schema: { body: ReportScheduleAddBody, response: written } },
    async (request) =>
      ok({ id: await addSchedule(writer(request), request.body, monthlyFor(request, request.body.report)) }),
  );

  app.put(
    '/edit_report_schedule',
    { config, schema: { body: ReportScheduleEditBody, response: written } },
    async (request) => {
      const { id, ...body } = request.body;
      await editSchedule(writer(request), id, body, monthlyFor(request, body.report));
      return ok({ id });
    },
  );

  app.delete(
    '/delete_report_schedule',
    { config, schema: { querystring: IdQuery, response: written } },
    async (request) => {
      await deleteSchedule(db, viewerOf(request), request.query.id);
      return ok({ id: request.query.id });
    },
  );

  const runner = createScheduleRunner(ctx);
  app.post(
    '/run_report_schedule',
    { config, schema: { body: ReportScheduleRunBody, response: { 200: Envelope(ReportScheduleRow) } } },
    async (request) => {
      const viewer = viewerOf(request);
      const { id } = request.body;
      if (!(await ownSchedule(db, viewer, id))) throw notFound();
      if (!(await runner.runNow(ownedBy(viewer, id)))) throw new AppError(409, 'report_schedule_busy');
      const schedule = await ownSchedule(db, viewer, id);
      if (!schedule) throw notFound();
      return ok(schedule);
    },
  );
}
