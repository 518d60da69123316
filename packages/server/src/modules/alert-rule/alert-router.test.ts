import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { ALERT_MAILS_PER_WINDOW } from '@armada/domain';
import { queryRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import type { DetectedEvent } from '../../ingest/event-detector.js';
import { createAlertRouter, type AlertRouter } from './alert-router.js';

let t: TestApp;
let router: AlertRouter;
const ids: Record<string, number> = {};
let truck: { imei: string; organization_id: number };
let otherTruck: { imei: string; organization_id: number };
let place: number;

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.ctx.database.db, query))[0] as T;

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['customer', 'customer2', 'admin'])
    ids[name] = (await one<{ id: number }>(sql`SELECT id FROM users WHERE username = ${name}`)).id;
  truck =
    await one(sql`SELECT v.imei, v.organization_id FROM vehicles v JOIN users u ON u.organization_id = v.organization_id
    WHERE u.username = 'customer' AND v.leasing_org_id IS NULL ORDER BY v.id LIMIT 1`);
  otherTruck =
    await one(sql`SELECT v.imei, v.organization_id FROM vehicles v JOIN users u ON u.organization_id = v.organization_id
    WHERE u.username = 'customer2' ORDER BY v.id LIMIT 1`);
  place = (
    await one<{ id: number }>(sql`SELECT id FROM geofences WHERE organization_id = ${truck.organization_id} LIMIT 1`)
  ).id;
  const rule = (user: string, name: string, values: ReturnType<typeof sql>) =>
    queryRows(
      t.ctx.database.db,
      sql`INSERT INTO alert_rules (organization_id, user_id, name, event_types, place_ids, portal, emails, quiet_from, quiet_to)
          SELECT organization_id, id, ${name}, r.event_types, r.place_ids, r.portal, r.emails, r.quiet_from, r.quiet_to
          FROM users, (SELECT ${values}) AS r WHERE username = ${user}`,
    );
  // customer: the depot's entries by mail and in the portal, quiet 22:00-06:00 local.
  await rule(
    'customer',
    'Depot',
    sql`ARRAY['in_geofence']::text[] AS event_types, ARRAY[${place}]::int[] AS place_ids,
    true AS portal, 'ops@lognus.co.id' AS emails, '22:00'::time AS quiet_from, '06:00'::time AS quiet_to`,
  );
  // customer2: everything, by mail only.
  await rule(
    'customer2',
    'All',
    sql`ARRAY['in_geofence','overspeed']::text[] AS event_types, '{}'::int[] AS place_ids,
    false AS portal, 'fleet@sinar.co.id' AS emails, NULL::time AS quiet_from, NULL::time AS quiet_to`,
  );
  router = createAlertRouter({
    db: t.ctx.database.db,
    log: pino({ level: 'silent' }),
    zone: 'Asia/Jakarta',
    publicUrl: 'https://armada.test',
  });
  await router.start();
});
afterAll(async () => {
  router.stop();
  await t.close();
});

/** 10:00 in Jakarta; `hour` moves it. */
const at = (hour = 10) => Date.UTC(2026, 10, 2, hour - 7, 0, 0);
const event = (over: Partial<DetectedEvent> = {}): DetectedEvent => ({
  type: 'in_geofence',
  time: at(),
  detail: { geofence_id: String(place), geofence_name: 'Cakung depot' },
  imei: truck.imei,
  organization_id: truck.organization_id,
  label: 'B 9123 KXT',
  ...over,
});

describe('alert rules applied to events', () => {
  it('mails and shows an event a rule lets through, with what happened, when and where to see it', () => {
    const routed = router.route(event());
    expect(routed.hold).toEqual([]);
    expect(routed.mails).toHaveLength(1);
    expect(routed.mails[0]).toMatchObject({ to: 'ops@lognus.co.id', subject: 'Entered geofence: B 9123 KXT' });
    expect(routed.mails[0]?.text).toContain('B 9123 KXT entered Cakung depot');
    expect(routed.mails[0]?.text).toContain('2026-11-02 10:00 (Asia/Jakarta)');
    expect(routed.mails[0]?.text).toContain(`https://armada.test/maps?imei=${truck.imei}`);
  });

  it('holds from a user with rules the events none of them lets through: another type, place or quiet hours', () => {
    for (const held of [
      event({ type: 'overspeed', detail: { speed: 95 } }),
      event({ detail: { geofence_id: '999999' } }),
      event({ time: at(23) }),
    ]) {
      const routed = router.route(held);
      expect(routed.hold).toEqual([ids.customer]);
      expect(routed.mails).toEqual([]);
    }
  });

  it("keeps a rule to its user's vehicles: another organisation's rules neither hold nor mail them", () => {
    const routed = router.route(event({ imei: otherTruck.imei, organization_id: otherTruck.organization_id }));
    expect(routed.hold).toEqual([ids.customer2]);
    expect(routed.mails.map((m) => m.to)).toEqual(['fleet@sinar.co.id']);
    expect(routed.hold).not.toContain(ids.admin);
  });

  it('leaves out the vehicles a user muted', async () => {
    await t.ctx.database.exec(`INSERT INTO alert_mutes (user_id, imei) VALUES (${ids.customer}, '${truck.imei}')`);
    await router.refresh();
    expect(router.route(event())).toEqual({ hold: [], mails: [] });
    await t.ctx.database.exec(`DELETE FROM alert_mutes WHERE user_id = ${ids.customer}`);
    await router.refresh();
  });

  it('mails at most so many per rule in a window, then says how many were not mailed', () => {
    const other = { imei: otherTruck.imei, organization_id: otherTruck.organization_id, type: 'overspeed' as const };
    const mails = Array.from({ length: ALERT_MAILS_PER_WINDOW + 5 }, () => router.route(event(other)).mails.length);
    expect(mails.filter((n) => n === 1).length).toBeLessThanOrEqual(ALERT_MAILS_PER_WINDOW);
    expect(mails.slice(-5)).toEqual([0, 0, 0, 0, 0]);
  });
});
