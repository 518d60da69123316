import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { and, eq, or } from 'drizzle-orm';
import { NOTIFICATION_LIST_PATH, REALM_ID, type NotificationPage, type Telemetry } from '@armada/domain';
import { notifications, users } from '../db/schema.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { bodyOf, getAs } from '../test-support/http-helpers.js';
import { insertVehicle } from '../test-support/vehicle-fixtures.js';
import { CLOCK_AHEAD_MS, clockSuspects, connectClockAlerts } from './clock-watch.js';
import { ensurePartitions, monthPartitions } from './partitions.js';
import type { IngestEvents } from './pipeline.js';
import { fixOf } from '../test-support/tracker-database.js';

const DAY_MS = 86_400_000;

const fix = fixOf;

describe('clockSuspects', () => {
  const now = Date.parse('2026-11-15T12:00:00Z');
  const oldest = Date.parse('2026-10-01T00:00:00Z');

  it('finds records more than a day ahead of the server clock, or older than the oldest monthly partition', () => {
    const ahead = fix('A', now + CLOCK_AHEAD_MS + 1000);
    const before = fix('B', oldest - 1);
    const rows = [
      fix('A', now),
      fix('A', now + CLOCK_AHEAD_MS),
      ahead,
      fix('B', oldest),
      before,
      fix('C', now - 40 * DAY_MS),
    ];
    expect(clockSuspects(rows, now, oldest)).toEqual([
      { row: ahead, reason: 'ahead' },
      { row: before, reason: 'before_partitions' },
    ]);
  });

  it('looks only ahead when no monthly partition is known', () => {
    const ahead = fix('A', now + 2 * DAY_MS);
    expect(clockSuspects([fix('B', 0), ahead], now, null)).toEqual([{ row: ahead, reason: 'ahead' }]);
  });
});

// Trackers of the customer's fleet whose clocks are off.
const AHEAD = '352852119980001';
const BEHIND = '352852119980002';
const FINE = '352852119980003';

let t: TestApp;
let events: EventEmitter<IngestEvents>;
const log = pino({ level: 'silent' });
let clock = Date.now();
let alerts: ReturnType<typeof connectClockAlerts>;

beforeAll(async () => {
  t = await buildTestApp();
  await ensurePartitions(t.ctx.database);
  for (const imei of [AHEAD, BEHIND, FINE]) await insertVehicle(t.ctx, { imei, org: 'CUS-LOGNUS', state: null });
  events = new EventEmitter<IngestEvents>();
  alerts = connectClockAlerts(events, t.ctx.database, t.ctx.bus, log, { now: () => clock });
});
afterAll(async () => {
  alerts.disconnect();
  await t.close();
});

const clockAlerts = (imei: string) =>
  t.ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.imei, imei), eq(notifications.type, 'tracker_clock')));

async function store(rows: Telemetry[]) {
  events.emit('stored', rows);
  await alerts.settled();
}

describe('the tracker clock alert', () => {
  it('alerts every administrator once per vehicle, with the record time and the server time, and logs a warning', async () => {
    const warn = vi.spyOn(log, 'warn');
    const [oldest] = await monthPartitions(t.ctx.database);
    if (!oldest) throw new Error('no monthly partition');
    const ahead = clock + 3 * DAY_MS;
    const behind = oldest.from.getTime() - DAY_MS;
    await store([
      fix(AHEAD, clock - 1000),
      fix(AHEAD, ahead),
      fix(AHEAD, ahead + 1000),
      fix(BEHIND, behind),
      fix(FINE, clock - 60_000),
    ]);

    const admins = await t.ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isactive, 1), or(eq(users.isorgadmin, 0), eq(users.realm_id, REALM_ID.admin))));
    const alerted = await clockAlerts(AHEAD);
    expect(alerted.map((row) => row.user_id).sort()).toEqual(admins.map((row) => row.id).sort());
    expect(alerted[0]).toMatchObject({
      filter: 'info',
      type_name: 'Tracker clock off',
      data: { label: 'B 0001 XX', time: new Date(ahead).toISOString(), received: new Date(clock).toISOString() },
    });
    expect(await clockAlerts(BEHIND)).toHaveLength(admins.length);
    expect((await clockAlerts(BEHIND))[0]?.data).toMatchObject({ time: new Date(behind).toISOString() });
    expect(await clockAlerts(FINE)).toHaveLength(0);
    expect(warn.mock.calls.map(([fields]) => fields)).toEqual([
      expect.objectContaining({ imei: AHEAD, reason: 'ahead' }),
      expect.objectContaining({ imei: BEHIND, reason: 'before_partitions' }),
    ]);
    warn.mockRestore();
  });

  it('shows the alert to administrators and to nobody else', async () => {
    const list = async (username: string) =>
      bodyOf<NotificationPage>(
        await getAs(t.app, await t.tokenOf(username), `${NOTIFICATION_LIST_PATH}?type=tracker_clock`),
      ).result.data.map((row) => row.imei);
    expect((await list('admin')).sort()).toEqual([AHEAD, BEHIND]);
    expect((await list('root')).sort()).toEqual([AHEAD, BEHIND]);
    expect(await list('customer')).toEqual([]);
    expect(await list('dealer')).toEqual([]);
  });

  it('writes no second alert for a vehicle the same day, even after a restart, and one again the next day', async () => {
    const count = async () => (await clockAlerts(AHEAD)).length;
    const once = await count();
    clock += 3_600_000;
    await store([fix(AHEAD, clock + 2 * DAY_MS)]);
    expect(await count()).toBe(once);

    // A restarted node remembers nothing, but finds today's alert.
    const restarted = connectClockAlerts(events, t.ctx.database, t.ctx.bus, log, { now: () => clock });
    alerts.disconnect();
    events.emit('stored', [fix(AHEAD, clock + 2 * DAY_MS)]);
    await restarted.settled();
    expect(await count()).toBe(once);

    clock += DAY_MS;
    events.emit('stored', [fix(AHEAD, clock + 2 * DAY_MS)]);
    await restarted.settled();
    expect(await count()).toBe(2 * once);
    restarted.disconnect();
  });
});
