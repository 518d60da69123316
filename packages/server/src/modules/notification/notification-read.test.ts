import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  NOTIFICATION_COUNT_PATH,
  NOTIFICATION_LIST_PATH,
  NOTIFICATION_READ_ALL_PATH,
  NOTIFICATION_READ_PATH,
  UNREAD_COUNT_CAP,
  type LiveUserNotification,
  type NotificationPage,
  type UnreadCount,
} from '@armada/domain';
import { notifications } from '../../db/schema.js';
import { SUBJECTS } from '../../live/bus.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, formPost, getAs, userRow } from '../../test-support/http-helpers.js';
import { notificationReadMarks, notificationReads } from './notification-tables.js';
import { seedNotifications } from '../../demo/seeds/seed-notifications.js';

let t: TestApp;
const tokens = new Map<string, string>();
let dealerOnly = 0;

const token = async (username: string) => {
  const known = tokens.get(username);
  if (known) return known;
  const fresh = await t.tokenOf(username);
  tokens.set(username, fresh);
  return fresh;
};
const countOf = async (username: string) => {
  const response = await getAs(t.app, await token(username), NOTIFICATION_COUNT_PATH);
  expect(response.statusCode).toBe(200);
  return bodyOf<UnreadCount>(response).result;
};
const listOf = async (username: string, query: string) =>
  bodyOf<NotificationPage>(await getAs(t.app, await token(username), `${NOTIFICATION_LIST_PATH}?${query}`)).result;
const post = async (username: string, path: string, fields: Record<string, string>) =>
  formPost(t.app, path, fields, { headers: { authorization: `Bearer ${await token(username)}` } });
const addInfo = async (text: string, userId: number | null = null) => {
  const [row] = await t.ctx.database.db
    .insert(notifications)
    .values({ filter: 'info', type: 'info', type_name: 'Info', text, data: {}, user_id: userId })
    .returning({ id: notifications.id });
  return row?.id ?? 0;
};

beforeAll(async () => {
  t = await buildTestApp();
  dealerOnly = await addInfo('For the dealer only', (await userRow(t.ctx, 'dealer')).id);
});
afterAll(async () => {
  await t.close();
});

describe('count_unread_notification', () => {
  it('counts unread per tab, each up to the cap, and their sum', async () => {
    const count = await countOf('customer');
    expect(count.info).toBeGreaterThanOrEqual(3);
    expect(count.activity).toBeGreaterThan(0);
    expect(count.activity).toBeLessThanOrEqual(UNREAD_COUNT_CAP);
    expect(count.total).toBe(count.info + count.activity + count.promo);
    const root = await countOf('root');
    expect(root.activity).toBe(UNREAD_COUNT_CAP);
  });

  it('refuses no token and a user without list_notification', async () => {
    expect((await t.app.inject({ method: 'GET', url: NOTIFICATION_COUNT_PATH })).statusCode).toBe(401);
    expect((await getAs(t.app, await token('driver'), NOTIFICATION_COUNT_PATH)).statusCode).toBe(403);
  });
});

describe('read_notification', () => {
  it('marks one visible notification read, once, and the count and list follow', async () => {
    const id = await addInfo('Read me once');
    const before = await countOf('customer');
    const answer = await post('customer', NOTIFICATION_READ_PATH, { id: String(id) });
    expect(answer.statusCode).toBe(200);
    expect(bodyOf(answer).result).toEqual({ id, read: true });
    expect((await post('customer', NOTIFICATION_READ_PATH, { id: String(id) })).statusCode).toBe(200);
    expect((await countOf('customer')).info).toBe(before.info - 1);
    const listed = (await listOf('customer', 'filter=info&search=read%20me')).data;
    expect(listed.map((row) => [row.id, row.read])).toEqual([[id, true]]);
    const other = (await listOf('customer2', 'filter=info&search=read%20me')).data;
    expect(other.map((row) => row.read)).toEqual([false]);
  });

  it("refuses bad input, another user's notification, no token and no permission, changing nothing", async () => {
    const bad: Record<string, string>[] = [{}, { id: '0' }, { id: 'x' }, { id: '-3' }];
    for (const fields of bad) {
      const response = await post('customer', NOTIFICATION_READ_PATH, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
    }
    expect((await post('customer', NOTIFICATION_READ_PATH, { id: String(dealerOnly) })).statusCode).toBe(404);
    expect((await post('customer', NOTIFICATION_READ_PATH, { id: '999999999' })).statusCode).toBe(404);
    expect((await post('driver', NOTIFICATION_READ_PATH, { id: String(dealerOnly) })).statusCode).toBe(403);
    const anonymous = await formPost(t.app, NOTIFICATION_READ_PATH, { id: String(dealerOnly) });
    expect(anonymous.statusCode).toBe(401);
    const reads = await t.ctx.database.db
      .select()
      .from(notificationReads)
      .where(eq(notificationReads.notification_id, dealerOnly));
    expect(reads).toEqual([]);
  });
});

describe('read_all_notification', () => {
  it("marks one tab read up to the newest notification, leaving other tabs and other users' marks alone", async () => {
    const maju = await countOf('customer2');
    const dealer = await countOf('dealer');
    const before = await countOf('customer');
    const answer = await post('customer', NOTIFICATION_READ_ALL_PATH, { filter: 'info' });
    expect(answer.statusCode).toBe(200);
    expect(bodyOf<{ filters: string[] }>(answer).result.filters).toEqual(['info']);
    const after = await countOf('customer');
    expect(after).toMatchObject({ info: 0, activity: before.activity, promo: before.promo });
    expect((await listOf('customer', 'filter=info&limit=50')).data.every((row) => row.read)).toBe(true);
    expect(await countOf('customer2')).toEqual(maju);
    expect(await countOf('dealer')).toEqual(dealer);
    await addInfo('Arrived after the mark');
    expect((await countOf('customer')).info).toBe(1);
    expect((await countOf('customer2')).info).toBe(maju.info + 1);
  });

  it('marks every tab without a filter, and drops the single reads it now covers', async () => {
    const user = await userRow(t.ctx, 'customer');
    expect((await post('customer', NOTIFICATION_READ_ALL_PATH, {})).statusCode).toBe(200);
    expect(await countOf('customer')).toEqual({ info: 0, activity: 0, promo: 0, total: 0 });
    const marks = await t.ctx.database.db
      .select()
      .from(notificationReadMarks)
      .where(eq(notificationReadMarks.user_id, user.id));
    expect(marks.map((mark) => mark.filter).sort()).toEqual(['activity', 'info', 'promo']);
    const reads = await t.ctx.database.db
      .select()
      .from(notificationReads)
      .where(eq(notificationReads.user_id, user.id));
    expect(reads).toEqual([]);
  });

  it('refuses a bad tab, no token and no permission, changing nothing', async () => {
    const dealer = await countOf('dealer');
    const bad = await post('dealer', NOTIFICATION_READ_ALL_PATH, { filter: 'news' });
    expect(bad.statusCode).toBe(400);
    expect((await formPost(t.app, NOTIFICATION_READ_ALL_PATH, {})).statusCode).toBe(401);
    expect((await post('driver', NOTIFICATION_READ_ALL_PATH, {})).statusCode).toBe(403);
    expect(await countOf('dealer')).toEqual(dealer);
  });
});

describe('demo notifications and downloads', () => {
  it("seeds announcements and the administrator's expired download once", async () => {
    expect(await seedNotifications(t.ctx.database.db)).toBe(0);
    const info = await listOf('admin', 'filter=info&search=vehicle%20list&limit=50');
    const expired = info.data.find((row) => row.type === 'report_download');
    expect(Date.parse(expired?.expires_at ?? '')).toBeLessThan(Date.now());
    expect((await getAs(t.app, await token('admin'), expired?.link ?? '')).statusCode).toBe(410);
    expect((await listOf('customer', 'filter=info&search=vehicle%20list')).data).toEqual([]);
  });

  it('pushes a finished download to its user on the bus, as the list shows it', async () => {
    const admin = await userRow(t.ctx, 'admin');
    const pushed = new Promise<LiveUserNotification>((resolve) => {
      const stop = t.ctx.bus.subscribe(SUBJECTS.userNotification, (payload) => {
        stop();
        resolve(payload as LiveUserNotification);
      });
    });
    expect((await getAs(t.app, await token('admin'), '/api/user/user/download_login_log')).statusCode).toBe(200);
    const { user_id: userId, notification } = await pushed;
    expect(userId).toBe(admin.id);
    const listed = (await listOf('admin', 'filter=info&limit=1')).data[0];
    expect(notification).toEqual({ ...listed, read: false });
    expect(notification).toMatchObject({ type: 'report_download', text: 'Login logs', read: false });
  });
});
