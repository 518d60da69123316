import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { desc, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { organizations, outbox, users } from '../../db/schema.js';
import { createMailer } from '../../mail/mailer.js';
import { userTypes } from '../uam/uam-tables.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, formPost, orgIdOf, userRow } from '../../test-support/http-helpers.js';

/**
 * The account-takeover paths of the security review of 2026-11-25 (../shared/reviews/security-2026-11-25.md):
 * each request of the review answered as it must be now, changing nothing it must not.
 */

let t: TestApp;
const tokens = new Map<string, string>();
const tokenOf = async (username: string) => {
  const token = tokens.get(username) ?? (await t.tokenOf(username));
  tokens.set(username, token);
  return token;
};
const call = async (username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(await tokenOf(username)), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("C1: a customer's super admin pointing outside the customer", () => {
  it("leaves that user's e-mail and phone as they were when the customer is edited", async () => {
    const { db } = t.ctx.database;
    const maju = await orgIdOf(t.ctx, 'CUS-MAJU');
    const root = await userRow(t.ctx, 'root');
    await db.update(organizations).set({ super_admin_id: root.id }).where(eq(organizations.id, maju));
    const response = await formPost(
      t.app,
      '/api/user/user_org/edit_user_org_customer',
      { id: String(maju), email: 'dealer2-owns-root@evil.example', phone: '0811111111' },
      { method: 'PUT', headers: bearer(await tokenOf('dealer2')) },
    );
    expect(response.statusCode).toBe(200);
    const after = await userRow(t.ctx, 'root');
    expect({ email: after.email, phone: after.phone }).toEqual({ email: root.email, phone: root.phone });
    const [org] = await db.select().from(organizations).where(eq(organizations.id, maju));
    expect(org?.email).toBe('dealer2-owns-root@evil.example');
    // Nor does the customer show that user's username: no oracle of other tenants' usernames.
    const viewed = await call('dealer2', 'GET', `/api/user/user_org/view_user_org_customer?id=${maju}`);
    expect(bodyOf(viewed).result).toMatchObject({ username: null, user_status: null });
  });
});

describe('H1: one-time links in the mail outbox', () => {
  it("are redacted for every reader: admin asks root's reset link and finds no usable token", async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/user/user/forgot_password',
      payload: { username: 'root' },
    });
    expect(asked.statusCode).toBe(200);
    // The mail went out with a real token, kept for its addressee.
    const [kept] = await t.ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to_address, 'root@demo.armada.local'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(kept?.body).toMatch(/\?t=[A-Za-z0-9_-]{16,}/);
    for (const reader of ['admin', 'root']) {
      const listed = await call(reader, 'GET', '/api/user/outbox/list_outbox?page=1&limit=20');
      expect(listed.statusCode).toBe(200);
      const mails = bodyOf<{ data: { to_address: string; subject: string; body: string }[] }>(listed).result.data;
      const reset = mails.find((mail) => mail.to_address === 'root@demo.armada.local');
      expect(reset?.subject).toBe('Armada: reset your password');
      expect(reset?.body).toContain('/change-password?t=[redacted]&reason=reset');
      for (const mail of mails) expect(mail.body).not.toMatch(/[?&]t=(?!\[redacted\])/);
    }
    const token = /t=([^&\s]+)/.exec(kept?.body ?? '')?.[1] ?? '';
    const guessed = await t.app.inject({
      method: 'POST',
      url: '/api/user/user/reset_password',
      payload: { t: '[redacted]', password: 'Takeover#2026x', confirm_password: 'Takeover#2026x' },
    });
    expect(guessed.statusCode).toBe(400);
    expect(token).not.toBe('[redacted]');
  });
});

describe('H1: one-time links in the log', () => {
  it('are redacted in the line that says a mail was kept in the outbox', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const mailer = createMailer({ db: t.ctx.database.db, log, from: 'portal@armada.test' });
    const link = 'http://portal.test/change-password?t=SecretToken_0123456789abcdef&reason=reset';
    await mailer.send({ to: 'someone@armada.test', subject: 'Armada: reset your password', text: `Open ${link}` });
    expect(lines.join('')).toContain('change-password?t=[redacted]&reason=reset');
    expect(lines.join('')).not.toContain('SecretToken');
  });
});

describe('M1: an admin raising itself through a second admin-realm organisation', () => {
  it('is refused at each step with a message, and the admin stays admin in HQ', async () => {
    const admin = await userRow(t.ctx, 'admin');
    const hq = admin.organization_id;
    const added = await call('admin', 'POST', '/api/user/user_org/add_user_org', {
      name: 'HQ Annex',
      realm_id: 1,
      code: 'HQ-ANNEX',
    });
    expect(added.statusCode).toBe(200);
    const annex = bodyOf<{ id: number }>(added).result.id;
    const profile = '/api/user/user_profile/edit_user_profile';

    const moved = await call('admin', 'PUT', profile, { id: admin.id, organization_id: annex, isorgadmin: 1 });
    expect(moved.statusCode).toBe(403);
    expect(bodyOf(moved)).toMatchObject({
      code: 'own_level',
      message: 'You can not change your own level or organisation',
    });
    const movedOnly = await call('admin', 'PUT', profile, { id: admin.id, organization_id: annex });
    expect(bodyOf(movedOnly)).toMatchObject({ response: 403, code: 'own_level' });
    const back = await call('admin', 'PUT', profile, { id: admin.id, organization_id: hq });
    expect(back.statusCode).toBe(200);

    const after = await userRow(t.ctx, 'admin');
    expect({ org: after.organization_id, level: after.isorgadmin }).toEqual({ org: hq, level: 2 });

    // Nor does the admin create a super in the annex, or in HQ.
    const [role] = await t.ctx.database.db.select().from(userTypes).where(eq(userTypes.realm_id, 1)).limit(1);
    for (const organization_id of [annex, hq]) {
      const created = await call('admin', 'POST', '/api/user/user_profile/add_user_profile', {
        username: `super-${organization_id}`,
        name: 'Raised',
        email: `super-${organization_id}@evil.example`,
        organization_id,
        user_type_id: role?.id ?? 0,
        isorgadmin: 1,
      });
      expect(created.statusCode).toBe(403);
      expect(bodyOf(created).code).toBe('level_not_allowed');
    }
    const raised = await t.ctx.database.db
      .select()
      .from(users)
      .where(eq(users.username, `super-${annex}`));
    expect(raised).toEqual([]);
  });
});

describe('L2: edit_profile', () => {
  const edit = async (username: string, payload: object) =>
    call(username, 'PUT', '/api/user/user/edit_profile', payload);

  it("refuses another account's e-mail, whatever its case, changing nothing", async () => {
    const before = await userRow(t.ctx, 'customer2');
    const response = await edit('customer2', { name: 'Dewi', email: 'EURO4@demo.armada.local' });
    expect(response.statusCode).toBe(409);
    expect(bodyOf(response)).toMatchObject({ code: 'email_taken', message: expect.any(String) });
    expect(await userRow(t.ctx, 'customer2')).toEqual(before);
  });

  it('changes only the fields given: a name alone keeps the e-mail and phone', async () => {
    await edit('customer2', { name: 'Dewi', email: 'dewi@maju.example', phone: '0812 1111 2222' });
    const response = await edit('customer2', { name: 'Dewi Lestari' });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).result).toMatchObject({
      name: 'Dewi Lestari',
      email: 'dewi@maju.example',
      phone: '0812 1111 2222',
    });
    const own = await edit('customer2', { name: 'Dewi Lestari', email: 'Dewi@Maju.example' });
    expect(bodyOf(own).result).toMatchObject({ email: 'dewi@maju.example' });
  });

  it('leaves one account per e-mail in the database, and migration 0031 keeps it on the oldest of any that shared one', async () => {
    const { db } = t.ctx.database;
    const [driver, euro4] = [await userRow(t.ctx, 'driver'), await userRow(t.ctx, 'euro4')];
    await expect(
      db.update(users).set({ email: 'EURO4@demo.armada.local' }).where(eq(users.id, driver.id)),
    ).rejects.toThrow();

    // A database from before 0031, where edit_profile let two accounts share an e-mail and left one empty.
    await t.ctx.database.exec('DROP INDEX users_email_key; CREATE INDEX users_email_idx ON users (lower(email));');
    await db.update(users).set({ email: 'Euro4@demo.armada.local' }).where(eq(users.id, driver.id));
    await db.update(users).set({ email: ' ' }).where(eq(users.username, 'weak'));
    const migration = await readFile(
      new URL('../../db/migrations/0031_user_email_unique.sql', import.meta.url),
      'utf8',
    );
    await t.ctx.database.exec(migration);
    expect((await userRow(t.ctx, 'euro4')).email).toBe(euro4.email);
    expect((await userRow(t.ctx, 'driver')).email).toBe(euro4.id < driver.id ? null : 'Euro4@demo.armada.local');
    expect((await userRow(t.ctx, 'weak')).email).toBeNull();
    const sharing = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'euro4@demo.armada.local'`);
    expect(sharing).toHaveLength(1);
  });
});
