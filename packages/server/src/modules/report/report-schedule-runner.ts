import { randomBytes } from 'node:crypto';
import { mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import { hasPermission, type MessageCode } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { scopeFor } from '../../auth/scope.js';
import { AppError } from '../../errors.js';
import { writeXlsx } from '../../jobs/xlsx-writer.js';
import { fileNameOf, fileRows, realmMayRun, reportsOf, TIME_KEYS, xlsxColumnsOf } from './report-definitions.js';
import { columnsInZone } from '../../jobs/reader-times.js';
import { pickLanguage } from '../../reader-language.js';
import { selectReport } from './report-selection.js';
import { reportSchedules, type ReportScheduleRecord } from './report-schedule-tables.js';
import { nextRunAfter, runPeriod } from './schedule-clock.js';
import { scheduleMail } from './schedule-mail.js';

export type ScheduleRunnerOptions = {
  /** The clock (tests move it). */
  now?: () => number;
  /** How often due schedules are looked for. */
  everyMs?: number;
  /** Schedules one process takes at a time. */
  batch?: number;
};

type Outcome = { status: 'sent' } | { status: 'failed'; error: string };

const MINUTE_MS = 60_000;
/** How long a claimed schedule is left to its process before another may take it (a crash mid-run). */
const LEASE_MS = 30 * MINUTE_MS;
const failed = (error: MessageCode): Outcome => ({ status: 'failed', error });

/**
 * Runs due schedules every minute: claims them (another server process skips what this one holds),
 * writes each report with its owner's rights of the moment, mails the file, records how it went and
 * when it runs next. A schedule missed while the server was down runs once, then keeps its rhythm.
 */
export function createScheduleRunner(ctx: AppContext, options: ScheduleRunnerOptions = {}) {
  const { db } = ctx.database;
  const { zone } = ctx.config.reports;
  const now = options.now ?? Date.now;
  const reports = new Map(reportsOf(ctx).map((report) => [report.name, report]));

  /** Takes up to `batch` due schedules (or the one asked for, due or not) no other process holds, leasing them. */
  async function claim(at: number, only?: SQL): Promise<ReportScheduleRecord[]> {
    const due = db
      .select({ id: reportSchedules.id })
      .from(reportSchedules)
      .where(
        and(
          only ?? and(eq(reportSchedules.active, true), lte(reportSchedules.next_run_at, new Date(at))),
          or(isNull(reportSchedules.claimed_until), lt(reportSchedules.claimed_until, new Date(at))),
        ),
      )
      .orderBy(asc(reportSchedules.next_run_at))
      .limit(options.batch ?? 20)
      .for('update', { skipLocked: true });
    return db
      .update(reportSchedules)
      .set({ claimed_until: new Date(at + LEASE_MS) })
      .where(inArray(reportSchedules.id, due))
      .returning();
  }

  /**
   * The owner as it is now: active, still allowed to run reports, in the schedule's organisation;
   * its fleet, and the zone its files' times read in.
   */
  async function ownerOf(schedule: ReportScheduleRecord) {
    const [owner] = await db.select().from(users).where(eq(users.id, schedule.user_id));
    if (!owner || owner.isactive !== 1 || owner.user_access === null) return failed('report_schedule_owner_inactive');
    const holder = { ...owner, user_access: owner.user_access };
    const report = reports.get(schedule.report);
    const allowed = report !== undefined && hasPermission(holder, 'list_report_trip') && realmMayRun(report, owner);
    if (owner.organization_id !== schedule.organization_id || !allowed) return failed('forbidden');
    return { scope: scopeFor(holder), readerZone: owner.time_zone };
  }

  async function run(schedule: ReportScheduleRecord, at: number): Promise<Outcome> {
    const report = reports.get(schedule.report);
    if (!report) return failed('not_found');
    const owner = await ownerOf(schedule);
    if ('status' in owner) return owner;
    const { scope, readerZone } = owner;
    // The file's addresses in the language its mail is written in.
    const language = pickLanguage(schedule.language, undefined);
    const period = runPeriod(schedule.frequency, at, zone);
    const query = { ...period, page: 1, count_perpage: 1 };
    const vehicles = { imei: schedule.imei ?? undefined, vehicle_group_id: schedule.vehicle_group_id ?? undefined };
    const selection = await selectReport(db, scope, { ...query, ...vehicles }, zone, report.monthly);
    const dir = join(ctx.config.dataDir, 'schedules');
    await mkdir(dir, { recursive: true });
    const path = join(dir, `${randomBytes(12).toString('hex')}.xlsx`);
    try {
      const rows = await writeXlsx(
        path,
        report.title,
        columnsInZone(xlsxColumnsOf(report), TIME_KEYS, readerZone),
        fileRows(db, report, selection, undefined, { zone: readerZone, language }, ctx.database.kind),
      );
      const mail = scheduleMail(schedule.language, report.title, period, rows);
      const filename = `${fileNameOf(report)}-${period.start_date}.xlsx`;
      try {
        await ctx.mailer.send({ to: schedule.emails, ...mail, attachments: [{ filename, path }] });
      } catch (err) {
        ctx.log.warn({ err, schedule: schedule.id }, 'scheduled report not mailed');
        return failed('report_schedule_mail_failed');
      }
      return { status: 'sent' };
    } finally {
      await unlink(path).catch(() => undefined);
    }
  }

  async function settle(schedule: ReportScheduleRecord, at: number): Promise<Outcome> {
    const outcome = await run(schedule, at).catch((error: unknown): Outcome => {
      if (error instanceof AppError) return failed(error.code);
      ctx.log.error({ err: error, schedule: schedule.id }, 'scheduled report failed');
      return failed('server_error');
    });
    // Timed as the schedule is now: its owner may have changed it during the run.
    const [current] = await db.select().from(reportSchedules).where(eq(reportSchedules.id, schedule.id));
    await db
      .update(reportSchedules)
      .set({
        next_run_at: new Date(nextRunAfter(current ?? schedule, at, zone)),
        claimed_until: null,
        last_run_at: new Date(at),
        last_status: outcome.status,
        last_error: outcome.status === 'failed' ? outcome.error : null,
      })
      .where(eq(reportSchedules.id, schedule.id));
    return outcome;
  }

  /** Runs what is due now; answers each claimed schedule's outcome. */
  async function runDue(): Promise<{ id: number; outcome: Outcome }[]> {
    const at = now();
    const claimed = await claim(at);
    const done: { id: number; outcome: Outcome }[] = [];
    for (const schedule of claimed) done.push({ id: schedule.id, outcome: await settle(schedule, at) });
    return done;
  }

  /**
   * Runs one schedule now (its owner's "send now"), if no process is running it already; its next
   * run stays as it was. Answers the outcome, or null when it is being run elsewhere.
   */
  async function runNow(only: SQL): Promise<Outcome | null> {
    const at = now();
    const [schedule] = await claim(at, only);
    return schedule ? settle(schedule, at) : null;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  // A round still going when the next is due is left to finish; the next tick takes what remains.
  const tick = () => {
    running ??= runDue()
      .catch((err: unknown) => ctx.log.error({ err }, 'scheduled reports: round failed'))
      .finally(() => {
        running = null;
      });
  };
  return {
    runDue,
    runNow,
    /** Runs once at once (what was missed while the server was down), then every `everyMs`. */
    start() {
      tick();
      timer = setInterval(tick, options.everyMs ?? MINUTE_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export type ScheduleRunner = ReturnType<typeof createScheduleRunner>;
