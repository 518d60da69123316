import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  commaList,
  scheduleProblem,
  type ReportScheduleAddBody,
  type ReportScheduleRow,
  type TokenPayload,
} from '@armada/domain';
import type { Db } from '../../db/client.js';
import type { Scope } from '../../auth/scope.js';
import { AppError, notFound } from '../../errors.js';
import { selectReport } from './report-selection.js';
import { reportSchedules, type ReportScheduleRecord } from './report-schedule-tables.js';
import { nextRunAfter, runPeriod } from './schedule-clock.js';

/** Who writes: the caller, what it sees, the reports' zone and the clock. */
export type ScheduleWriter = { db: Db; viewer: TokenPayload; scope: Scope; zone: string; now: () => number };

/** A schedule's row as the calls answer it. */
export function scheduleRowOf(record: ReportScheduleRecord): ReportScheduleRow {
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return {
    id: record.id,
    report: record.report,
    imei: record.imei,
    vehicle_group_id: record.vehicle_group_id,
    frequency: record.frequency,
    weekday: record.weekday,
    month_day: record.month_day,
    hour: record.hour,
    emails: record.emails,
    language: record.language,
    active: record.active,
    next_run_at: record.next_run_at.toISOString(),
    last_run_at: iso(record.last_run_at),
    last_status: record.last_status,
    last_error: record.last_error,
    created_at: record.created_at.toISOString(),
  };
}

/** The condition on one of the caller's own schedules. */
export const ownedBy = (viewer: TokenPayload, id: number) =>
  and(eq(reportSchedules.id, id), eq(reportSchedules.user_id, viewer.user_id)) as SQL;

/** One of the caller's own schedules, as the calls answer it. */
export async function ownSchedule(db: Db, viewer: TokenPayload, id: number): Promise<ReportScheduleRow | null> {
  const [record] = await db.select().from(reportSchedules).where(ownedBy(viewer, id));
  return record ? scheduleRowOf(record) : null;
}

/** The caller's own schedules, newest first. */
export async function listSchedules(db: Db, viewer: TokenPayload, paging: { page: number; limit: number }) {
  const mine = eq(reportSchedules.user_id, viewer.user_id);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(reportSchedules)
      .where(mine)
      .orderBy(desc(reportSchedules.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ n: count() }).from(reportSchedules).where(mine),
  ]);
  return { rows: rows.map(scheduleRowOf), total: Number(totals[0]?.n ?? 0) };
}

/**
 * The stored fields of a schedule, checked: the rules of `scheduleProblem`, and the vehicles and the
 * first run's period as the report itself would check them, with the caller's sight.
 */
async function checkedValues(writer: ScheduleWriter, body: ReportScheduleAddBody, monthly: boolean) {
  const problem = scheduleProblem(body);
  if (problem) throw new AppError(400, problem.code, { values: problem, result: problem });
  const timing = {
    frequency: body.frequency,
    weekday: body.frequency === 'weekly' ? (body.weekday ?? null) : null,
    month_day: body.frequency === 'monthly' ? (body.month_day ?? null) : null,
    hour: body.hour,
  };
  const nextRun = nextRunAfter(timing, writer.now(), writer.zone);
  const query = { ...runPeriod(body.frequency, nextRun, writer.zone), page: 1, count_perpage: 1 };
  const vehicles = { imei: body.imei || undefined, vehicle_group_id: body.vehicle_group_id };
  await selectReport(writer.db, writer.scope, { ...query, ...vehicles }, writer.zone, monthly);
  return {
    report: body.report,
    imei: vehicles.imei ?? null,
    vehicle_group_id: vehicles.vehicle_group_id ?? null,
    ...timing,
    emails: commaList(body.emails).join(', '),
    language: body.language ?? 'en',
    active: body.active ?? true,
    next_run_at: new Date(nextRun),
  };
}

export async function addSchedule(writer: ScheduleWriter, body: ReportScheduleAddBody, monthly: boolean) {
  const values = await checkedValues(writer, body, monthly);
  const [created] = await writer.db
    .insert(reportSchedules)
    .values({ ...values, user_id: writer.viewer.user_id, organization_id: writer.viewer.organization_id })
    .returning({ id: reportSchedules.id });
  if (!created) throw new AppError(500, 'server_error');
  return created.id;
}

/** Replaces one of the caller's own schedules (404 for anyone else's); its next run is counted again. */
export async function editSchedule(writer: ScheduleWriter, id: number, body: ReportScheduleAddBody, monthly: boolean) {
  const [mine] = await writer.db
    .select({ id: reportSchedules.id })
    .from(reportSchedules)
    .where(ownedBy(writer.viewer, id));
  if (!mine) throw notFound();
  const values = await checkedValues(writer, body, monthly);
  await writer.db
    .update(reportSchedules)
    .set({ ...values, updated_at: new Date(writer.now()) })
    .where(ownedBy(writer.viewer, id));
}

export async function deleteSchedule(db: Db, viewer: TokenPayload, id: number) {
  const deleted = await db.delete(reportSchedules).where(ownedBy(viewer, id)).returning({ id: reportSchedules.id });
  if (deleted.length === 0) throw notFound();
}
