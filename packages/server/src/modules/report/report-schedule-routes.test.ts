import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WHOLE_MONTH_REPORTS, type ReportScheduleAddBody, type ReportScheduleRow } from '@armada/domain';
import { queryRows } from '../../db/client.js';
import { bearer, bodyOf } from '../../test-support/http-helpers.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { reportsOf } from './report-definitions.js';
import { nextRunAfter } from './schedule-clock.js';

const BASE = '/api/report/report_schedule';
let t: TestApp;
let imei: string;
let otherImei: string;
let groupId: number;

async function firstOf<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<T>(t.ctx.database.db, query);
  if (!row) throw new Error('no row');
  return row;
}

const imeiOf = async (org: string) =>
  (
    await firstOf<{ imei: string }>(
      sql`SELECT v.imei FROM vehicles v JOIN organizations o ON o.id = v.organization_id WHERE o.code = ${org} ORDER BY v.id LIMIT 1`,
    )
  ).imei;

beforeAll(async () => {
  t = await buildTestApp();
  imei = await imeiOf('CUS-LOGNUS');
  otherImei = await imeiOf('CUS-MAJU');
  ({ id: groupId } = await firstOf<{ id: number }>(
    sql`SELECT g.id FROM vehicle_groups g JOIN organizations o ON o.id = g.organization_id WHERE o.code = 'CUS-LOGNUS' LIMIT 1`,
  ));
});
afterAll(() => t.close());

type Verb = 'list' | 'add' | 'edit' | 'delete' | 'run';
const METHODS = { list: 'GET', add: 'POST', edit: 'PUT', delete: 'DELETE', run: 'POST' } as const;

async function call<T>(who: string | null, verb: Verb, payload?: Record<string, unknown>, query = '') {
  const response = await t.app.inject({
    method: METHODS[verb],
    url: `${BASE}/${verb}_report_schedule${query}`,
    headers: who ? bearer(await t.tokenOf(who)) : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: bodyOf<T>(response) };
}

const weekly: ReportScheduleAddBody = {
  report: 'trip',
  frequency: 'weekly',
  weekday: 1,
  hour: 7,
  emails: 'fleet@example.com, boss@example.com',
};
const schedules = async () =>
  await firstOf<{ n: number; digest: string | null }>(
    sql`SELECT count(*)::int AS n, md5(string_agg(s::text, '|' ORDER BY id)) AS digest FROM report_schedules s`,
  );

describe('adding and listing schedules', () => {
  it('stores a schedule for its owner and answers it with its next run', async () => {
    const before = Date.now();
    const added = await call<{ id: number }>('customer', 'add', { ...weekly, imei, language: 'id' });
    expect(added.status).toBe(200);
    const list = await call<{ data: ReportScheduleRow[]; total_data: number }>(
      'customer',
      'list',
      undefined,
      '?limit=50',
    );
    expect(list.status).toBe(200);
    const row = list.body.result.data.find((schedule) => schedule.id === added.body.result.id);
    expect(row).toMatchObject({
      report: 'trip',
      imei,
      vehicle_group_id: null,
      frequency: 'weekly',
      weekday: 1,
      month_day: null,
      hour: 7,
      emails: 'fleet@example.com, boss@example.com',
      language: 'id',
      active: true,
      last_run_at: null,
      last_status: null,
    });
    const expected = nextRunAfter(
      { frequency: 'weekly', weekday: 1, month_day: null, hour: 7 },
      before,
      'Asia/Jakarta',
    );
    expect(Date.parse(row?.next_run_at ?? '')).toBe(expected);
    expect(new Date(expected).getUTCDay()).toBe(1);
  });

  it('takes a vehicle group, or the whole fleet, and a monthly summary of the fleet', async () => {
    const group = await call('customer', 'add', { ...weekly, vehicle_group_id: groupId, frequency: 'daily' });
    expect(group.status).toBe(200);
    const fleet = await call('customer', 'add', {
      ...weekly,
      report: 'monthly_summary',
      frequency: 'monthly',
      month_day: 1,
    });
    expect(fleet.status).toBe(200);
  });

  it('knows the reports of whole months as the report definitions do', () => {
    const monthly = reportsOf(t.ctx).filter((report) => report.monthly);
    expect(monthly.map((report) => report.name).sort()).toEqual([...WHOLE_MONTH_REPORTS].sort());
  });

  it('refuses a report the caller’s realm may not run', async () => {
    const before = await schedules();
    const answer = await call('admin', 'add', { ...weekly, report: 'location' });
    expect(answer.status).toBe(403);
    expect(await schedules()).toEqual(before);
  });

  it('shows each user only its own schedules', async () => {
    const mine = await call<{ data: ReportScheduleRow[] }>('customer', 'list', undefined, '?limit=50');
    const theirs = await call<{ data: ReportScheduleRow[]; total_data: number }>('customer2', 'list');
    expect(mine.body.result.data.length).toBeGreaterThanOrEqual(3);
    expect(theirs.body.result).toMatchObject({ data: [], total_data: 0 });
    // The organisation's other users do not see them either, the administrator included.
    const admin = await call<{ data: ReportScheduleRow[] }>('admin', 'list');
    expect(admin.body.result.data).toEqual([]);
  });
});

describe('refusals, each with a message and nothing changed', () => {
  const cases: [string, Record<string, unknown>, number, string][] = [
    ['a weekly schedule without its weekday', { ...weekly, weekday: undefined }, 400, 'report_schedule_day_missing'],
    ['a monthly one without its day', { ...weekly, frequency: 'monthly' }, 400, 'report_schedule_day_missing'],
    ['a day of month past 28', { ...weekly, frequency: 'monthly', month_day: 29 }, 400, 'bad_request'],
    ['a bad address', { ...weekly, emails: 'fleet@example.com, nobody' }, 400, 'invalid_email'],
    [
      'more than 10 addresses',
      { ...weekly, emails: Array.from({ length: 11 }, (_, i) => `u${i}@example.com`).join(',') },
      400,
      'report_schedule_emails_too_many',
    ],
    [
      'a month of several vehicles',
      { ...weekly, frequency: 'monthly', month_day: 3 },
      400,
      'report_schedule_month_many',
    ],
    ['another fleet’s vehicle', { ...weekly, imei: 'OTHER' }, 404, 'report_vehicle_unknown'],
    ['vehicles and a group', { ...weekly, imei: 'x', vehicle_group_id: 1 }, 400, 'report_vehicles_both'],
    ['an unknown report', { ...weekly, report: 'nothing' }, 400, 'bad_request'],
    ['a field it does not take', { ...weekly, user_id: 1 }, 400, 'unknown_field'],
  ];

  it.each(cases)('refuses %s', async (_, body, status, code) => {
    // The vehicles are known once the app is built: 'x' is one of the caller's, 'OTHER' another fleet's.
    const vehicle = { x: imei, OTHER: otherImei }[String(body.imei)] ?? body.imei;
    const payload = { ...body, imei: vehicle };
    const before = await schedules();
    const answer = await call('customer', 'add', payload);
    expect(answer.status).toBe(status);
    expect(answer.body.message.length).toBeGreaterThan(3);
    if (code !== 'bad_request') expect(answer.body.code).toBe(code);
    expect(await schedules()).toEqual(before);
  });

  it('needs a token and list_report_trip', async () => {
    const before = await schedules();
    expect((await call(null, 'add', weekly)).status).toBe(401);
    expect((await call('driver', 'add', weekly)).status).toBe(403);
    expect((await call('callcenter', 'list')).status).toBe(403);
    expect(await schedules()).toEqual(before);
  });
});

describe('editing and deleting', () => {
  it('lets the owner change and delete its schedule, and no one else', async () => {
    const { body } = await call<{ id: number }>('customer', 'add', { ...weekly, imei });
    const id = body.result.id;
    const before = await schedules();
    const change = { id, ...weekly, frequency: 'daily', hour: 22, emails: 'other@example.com', active: false };
    for (const who of ['customer2', 'dealer', 'admin']) {
      expect((await call(who, 'edit', change)).status).toBe(404);
      expect((await call(who, 'delete', undefined, `?id=${id}`)).status).toBe(404);
      expect((await call(who, 'run', { id })).status).toBe(404);
    }
    expect(await schedules()).toEqual(before);

    expect((await call('customer', 'edit', { ...change, frequency: 'weekly', weekday: undefined })).status).toBe(400);
    expect(await schedules()).toEqual(before);
    expect((await call('customer', 'edit', change)).status).toBe(200);
    const list = await call<{ data: ReportScheduleRow[] }>('customer', 'list', undefined, '?limit=50');
    const row = list.body.result.data.find((schedule) => schedule.id === id);
    // Left out: back to the whole fleet; a daily schedule keeps no weekday.
    expect(row).toMatchObject({ frequency: 'daily', weekday: null, hour: 22, imei: null, active: false });
    expect(new Date(row?.next_run_at ?? '').getUTCHours()).toBe(15);

    expect((await call('customer', 'delete', undefined, `?id=${id}`)).status).toBe(200);
    expect((await call('customer', 'delete', undefined, `?id=${id}`)).status).toBe(404);
  });
});
