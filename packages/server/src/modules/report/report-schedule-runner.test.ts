import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import type { OutboxMail, ReportScheduleRow } from '@armada/domain';
import { outbox } from '../../db/schema.js';
import { ensurePartitions } from '../../ingest/partitions.js';
import { createMailer } from '../../mail/mailer.js';
import { dayOf, dayStart } from '../../reports/report-days.js';
import { bearer, bodyOf, countRows, getAs, userRow, updateUser } from '../../test-support/http-helpers.js';
import { startSmtpSink } from '../../test-support/smtp-sink.js';
import { xlsxRows } from '../../test-support/xlsx-rows.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { buildTrack, storeSegmented, trackFreeVehicle, type Leg } from '../../test-support/tracks.js';
import { createScheduleRunner } from './report-schedule-runner.js';
import { reportSchedules } from './report-schedule-tables.js';
import { addDays } from './schedule-clock.js';

const ZONE = 'Asia/Jakarta';
const DAY = 86_400_000;
const HOUR = 3_600_000;
const dataDir = mkdtempSync(join(tmpdir(), 'armada-schedules-'));
let t: TestApp;
let imei: string;
/** The day the track was driven; the runs happen at 07:00 the day after, so a daily run covers it. */
const trackDay = dayOf(Date.now() - 3 * DAY, ZONE);
const runAt = dayStart(addDays(trackDay, 1), ZONE) + 7 * HOUR;
const clock = () => runAt;

const workday: Leg[] = [
  { kind: 'park', minutes: 20 },
  { kind: 'drive', minutes: 40, kmh: 60 },
  { kind: 'park', minutes: 30 },
  { kind: 'drive', minutes: 30, kmh: 90 },
  { kind: 'park', minutes: 20 },
];

beforeAll(async () => {
  t = await buildTestApp({ dataDir });
  await ensurePartitions(t.ctx.database);
  imei = await trackFreeVehicle(t.ctx.database.db, 'CUS-LOGNUS');
  const start = dayStart(trackDay, ZONE) + 8 * HOUR;
  await storeSegmented(t.ctx, imei, buildTrack(workday, { start, everyS: 30, odometer: 1000, fuel: 300 }));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A daily trip report of the truck, made through the call, then made due at the clock's time. */
async function dueSchedule(dueAt = runAt): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/report/report_schedule/add_report_schedule',
    headers: bearer(await t.tokenOf('customer')),
    payload: { report: 'trip', imei, frequency: 'daily', hour: 7, emails: 'fleet@example.com,boss@example.com' },
  });
  expect(response.statusCode).toBe(200);
  const { id } = bodyOf<{ id: number }>(response).result;
  await t.ctx.database.db
    .update(reportSchedules)
    .set({ next_run_at: new Date(dueAt) })
    .where(eq(reportSchedules.id, id));
  return id;
}

const scheduleOf = async (id: number) =>
  (await t.ctx.database.db.select().from(reportSchedules).where(eq(reportSchedules.id, id)))[0];

const moveVehicle = (org: string) =>
  t.ctx.database.db.execute(
    sql`UPDATE vehicles SET organization_id = (SELECT id FROM organizations WHERE code = ${org}) WHERE imei = ${imei}`,
  );

const clear = () => t.ctx.database.db.delete(reportSchedules);

describe('the runner, on the test app', () => {
  it('mails the due report as an xlsx kept in the outbox, and counts the next run from then', async () => {
    await clear();
    const id = await dueSchedule();
    const runner = createScheduleRunner(t.ctx, { now: clock });
    expect(await runner.runDue()).toEqual([{ id, outcome: { status: 'sent' } }]);

    const [mail] = await t.ctx.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail).toMatchObject({ to_address: 'fleet@example.com, boss@example.com', delivered_by: 'outbox' });
    expect(mail?.subject).toBe(`Trip report: ${trackDay} to ${trackDay}`);
    expect(mail?.attachments).toHaveLength(1);
    const file = readFileSync(join(dataDir, mail?.attachments[0]?.file ?? ''));
    const rows = await xlsxRows(file);
    expect(rows[0]?.slice(0, 4)).toEqual(['Vehicle', 'Plate', 'IMEI', 'Start (WIB)']);
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).map((row) => row[2])).toEqual([imei, imei]);
    expect(rows.map((row) => row[7])).toEqual(['Distance (km)', 40, 45]);

    const after = await scheduleOf(id);
    expect(after).toMatchObject({ last_status: 'sent', last_error: null, claimed_until: null });
    expect(after?.last_run_at?.getTime()).toBe(runAt);
    expect(after?.next_run_at.getTime()).toBe(runAt + DAY);
    expect(await runner.runDue()).toEqual([]);
  });

  it('lets an administrator list the mail with its attachment and download it; no one else', async () => {
    const list = await getAs(t.app, await t.tokenOf('admin'), '/api/user/outbox/list_outbox?limit=5');
    const [mail] = bodyOf<{ data: OutboxMail[] }>(list).result.data;
    expect(mail?.attachments).toEqual([`report-trip-${trackDay}.xlsx`]);
    const url = `/api/user/outbox/download_outbox_attachment?id=${mail?.id}&index=0`;
    const file = await getAs(t.app, await t.tokenOf('admin'), url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`report-trip-${trackDay}.xlsx`);
    expect((await xlsxRows(file.rawPayload)).length).toBe(3);
    expect((await getAs(t.app, await t.tokenOf('customer'), url)).statusCode).toBe(403);
    expect((await getAs(t.app, await t.tokenOf('dealer'), url)).statusCode).toBe(403);
    const missing = `/api/user/outbox/download_outbox_attachment?id=${mail?.id}&index=1`;
    expect((await getAs(t.app, await t.tokenOf('admin'), missing)).statusCode).toBe(404);
  });

  it('runs a schedule missed for days once, then keeps its hour', async () => {
    await clear();
    const id = await dueSchedule(runAt - 3 * DAY);
    const mails = await countRows(t.ctx, 'outbox');
    const runner = createScheduleRunner(t.ctx, { now: clock });
    expect(await runner.runDue()).toHaveLength(1);
    expect(await runner.runDue()).toHaveLength(0);
    expect(await countRows(t.ctx, 'outbox')).toBe(mails + 1);
    expect((await scheduleOf(id))?.next_run_at.getTime()).toBe(runAt + DAY);
  });

  it('sends a schedule once when two server processes look at the same time', async () => {
    await clear();
    await dueSchedule();
    const mails = await countRows(t.ctx, 'outbox');
    const [one, two] = await Promise.all([
      createScheduleRunner(t.ctx, { now: clock }).runDue(),
      createScheduleRunner(t.ctx, { now: clock }).runDue(),
    ]);
    expect((one?.length ?? 0) + (two?.length ?? 0)).toBe(1);
    expect(await countRows(t.ctx, 'outbox')).toBe(mails + 1);
  });

  it('runs with the owner’s rights of the moment: a disabled owner, a lost permission or vehicle get no mail', async () => {
    const customer = await userRow(t.ctx, 'customer');
    const access = customer.user_access ?? {};
    const cases: [string, () => Promise<unknown>, () => Promise<unknown>, string][] = [
      [
        'disabled',
        () => updateUser(t.ctx, 'customer', { isactive: 0 }),
        () => updateUser(t.ctx, 'customer', { isactive: 1 }),
        'report_schedule_owner_inactive',
      ],
      [
        'without list_report_trip',
        () => updateUser(t.ctx, 'customer', { user_access: { ...access, list_report_trip: false } }),
        () => updateUser(t.ctx, 'customer', { user_access: access }),
        'forbidden',
      ],
      ['without the vehicle', () => moveVehicle('CUS-MAJU'), () => moveVehicle('CUS-LOGNUS'), 'report_vehicle_unknown'],
    ];
    for (const [what, change, undo, error] of cases) {
      await clear();
      const id = await dueSchedule();
      const mails = await countRows(t.ctx, 'outbox');
      await change();
      try {
        const outcome = await createScheduleRunner(t.ctx, { now: clock }).runDue();
        expect(outcome, what).toEqual([{ id, outcome: { status: 'failed', error } }]);
      } finally {
        await undo();
      }
      expect(await countRows(t.ctx, 'outbox'), what).toBe(mails);
      expect(await scheduleOf(id), what).toMatchObject({ last_status: 'failed', last_error: error });
      expect((await scheduleOf(id))?.next_run_at.getTime(), what).toBe(runAt + DAY);
    }
  });

  it('sends now on the owner’s call, keeping the next run', async () => {
    await clear();
    const id = await dueSchedule(runAt + 5 * DAY);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/report/report_schedule/run_report_schedule',
      headers: bearer(await t.tokenOf('customer')),
      payload: { id },
    });
    expect(response.statusCode).toBe(200);
    const row = bodyOf<ReportScheduleRow>(response).result;
    expect(row).toMatchObject({ id, last_status: 'sent', last_error: null });
    expect(Date.parse(row.next_run_at)).toBeGreaterThan(Date.now());
  });
});

describe('the runner with SMTP', () => {
  it('sends the attachment by SMTP, and records a failing server without stopping', async () => {
    const sink = await startSmtpSink();
    const log = pino({ level: 'silent' });
    const mailerAt = (port: number) =>
      createMailer({ db: t.ctx.database.db, log, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'portal@armada.test' });
    try {
      await clear();
      await dueSchedule();
      const mails = await countRows(t.ctx, 'outbox');
      const runner = createScheduleRunner({ ...t.ctx, mailer: mailerAt(sink.port) }, { now: clock });
      expect(await runner.runDue()).toHaveLength(1);
      expect(sink.mails).toHaveLength(1);
      const data = sink.mails[0]?.data ?? '';
      expect(data).toContain(`filename=report-trip-${trackDay}.xlsx`);
      // The part after the attachment's headers, up to the next boundary.
      const base64 = data.split(/Content-Disposition: attachment[^\n]*\n\n/)[1]?.split('\n--')[0] ?? '';
      expect((await xlsxRows(Buffer.from(base64, 'base64'))).length).toBe(3);
      expect(await countRows(t.ctx, 'outbox')).toBe(mails);
    } finally {
      await sink.close();
    }

    await clear();
    const id = await dueSchedule();
    const broken = createScheduleRunner({ ...t.ctx, mailer: mailerAt(sink.port) }, { now: clock });
    expect(await broken.runDue()).toEqual([
      { id, outcome: { status: 'failed', error: 'report_schedule_mail_failed' } },
    ]);
    expect(await scheduleOf(id)).toMatchObject({ last_status: 'failed', last_error: 'report_schedule_mail_failed' });
  });
});
