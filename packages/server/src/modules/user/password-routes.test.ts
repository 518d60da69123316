import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { MESSAGES } from '@armada/domain';
import { outbox } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, countRows, formPost, getAs, grant, login, userRow } from '../../test-support/http-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const OLD = 'Armada#2026';
const NEW = 'Fresh#Pass42';

const changePassword = (token: string, fields: Record<string, string>) =>
  formPost(t.app, '/api/user/user/change_password', fields, { method: 'PUT', headers: bearer(token) });
const resetPassword = (fields: Record<string, string>) => formPost(t.app, '/api/user/user/reset_password', fields);

function expectCode(response: Awaited<ReturnType<typeof formPost>>, status: number, code: keyof typeof MESSAGES) {
  expect(response.statusCode).toBe(status);
  expect(bodyOf(response)).toMatchObject({ code, message: MESSAGES[code] });
}

describe('PUT change_password', () => {
  it('needs a signed-in caller', async () => {
    const response = await formPost(
      t.app,
      '/api/user/user/change_password',
      { old_password: OLD, password: NEW, confirm_password: NEW },
      { method: 'PUT' },
    );
    expectCode(response, 401, 'unauthorized');
  });

  it('refuses a wrong old password, a weak one, a mismatch and the old one again', async () => {
    const token = await t.tokenOf('euro4');
    expectCode(
      await changePassword(token, { old_password: 'Wrong#Pass1', password: NEW, confirm_password: NEW }),
      400,
      'old_password_wrong',
    );
    for (const weak of ['Shrt#1a', 'alllower#12', 'ALLUPPER#12', 'NoDigits#x', 'NoSymbol12x', 'Sh#1a']) {
      expectCode(
        await changePassword(token, { old_password: OLD, password: weak, confirm_password: weak }),
        400,
        'password_policy',
      );
    }
    const mismatch = await changePassword(token, { old_password: OLD, password: NEW, confirm_password: `${NEW}x` });
    expectCode(mismatch, 400, 'password_not_match');
    expect(bodyOf(mismatch).message).toBe('Password not match');
    expectCode(
      await changePassword(token, { old_password: OLD, password: OLD, confirm_password: OLD }),
      400,
      'password_same_as_old',
    );
    expect((await login(t.app, 'euro4', OLD)).statusCode).toBe(200);
  });

  it('changes the password: the new one signs in, the old one no longer', async () => {
    const token = await t.tokenOf('euro4');
    const response = await changePassword(token, { old_password: OLD, password: NEW, confirm_password: NEW });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).response).toBe(200);
    expect((await login(t.app, 'euro4', NEW)).statusCode).toBe(200);
    expect((await login(t.app, 'euro4', OLD)).statusCode).toBe(401);
  });
});

describe('POST reset_password with a change token', () => {
  const changeTokenOf = async (username: string) =>
    bodyOf<{ change_token: string }>(await login(t.app, username)).result.change_token;

  it('refuses an unknown token', async () => {
    expectCode(await resetPassword({ t: 'unknown', password: NEW, confirm_password: NEW }), 400, 'invalid_token');
  });

  it('sets a new password for an expired user, who may then sign in; the token is used up', async () => {
    const changeToken = await changeTokenOf('expired');
    expectCode(
      await resetPassword({ t: changeToken, password: 'weakpass', confirm_password: 'weakpass' }),
      400,
      'password_policy',
    );
    expectCode(
      await resetPassword({ t: changeToken, password: NEW, confirm_password: 'Other#Pass42' }),
      400,
      'password_not_match',
    );
    expectCode(
      await resetPassword({ t: changeToken, password: OLD, confirm_password: OLD }),
      400,
      'password_same_as_old',
    );

    const response = await resetPassword({ t: changeToken, password: NEW, confirm_password: NEW });
    expect(response.statusCode).toBe(200);
    const signedIn = await login(t.app, 'expired', NEW);
    expect(signedIn.statusCode).toBe(200);
    expect(bodyOf<{ token: string }>(signedIn).result.token).toBeTruthy();

    expectCode(
      await resetPassword({ t: changeToken, password: 'Third#Pass42', confirm_password: 'Third#Pass42' }),
      400,
      'invalid_token',
    );
    expect((await login(t.app, 'expired', NEW)).statusCode).toBe(200);
  });

  it('clears the weak mark of a weak password', async () => {
    const changeToken = await changeTokenOf('weak');
    expect((await resetPassword({ t: changeToken, password: NEW, confirm_password: NEW })).statusCode).toBe(200);
    expect((await userRow(t.ctx, 'weak')).password_weak).toBe(false);
    expect((await login(t.app, 'weak', NEW)).statusCode).toBe(200);
  });

  it('does not take a bearer token or an sso token as a reset token', async () => {
    const signed = bodyOf<{ token: string; ssoToken: string }>(await login(t.app, 'agro')).result;
    for (const token of [signed.token.slice(0, 200), signed.ssoToken]) {
      expectCode(await resetPassword({ t: token, password: NEW, confirm_password: NEW }), 400, 'invalid_token');
    }
  });
});

describe('POST forgot_password', () => {
  const forgot = (username: string) => formPost(t.app, '/api/user/user/forgot_password', { username });

  async function lastMail() {
    const rows = await t.ctx.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    return rows[0];
  }

  it('builds the link from the configured portal address, never from request headers', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/user/forgot_password',
      headers: { 'x-forwarded-host': 'evil.example', host: 'evil.example' },
      payload: { username: 'customer' },
    });
    expect(response.statusCode).toBe(200);
    const mail = await lastMail();
    expect(mail?.body).toContain(`${t.ctx.config.publicUrl}/change-password?t=`);
    expect(mail?.body).not.toContain('evil.example');
  });

  it('writes the mail in the language of the page that asked for it (Accept-Language), English otherwise', async () => {
    const askIn = async (language: string | undefined) => {
      const headers = language ? { 'accept-language': language } : {};
      await t.app.inject({
        method: 'POST',
        url: '/api/user/user/forgot_password',
        headers,
        payload: { username: 'driver' },
      });
      return lastMail();
    };
    expect((await askIn('id'))?.subject).toBe('Armada: atur ulang kata sandi Anda');
    expect((await askIn('ja'))?.subject).toBe('Armada: パスワードの再設定');
    expect((await askIn('ja'))?.body).toContain('/change-password?t=');
    expect((await askIn('fr-FR'))?.subject).toBe('Armada: reset your password');
    expect((await askIn(undefined))?.subject).toBe('Armada: reset your password');
  });

  it('puts a mail with a reset link in the outbox, and the link resets the password', async () => {
    const before = await countRows(t.ctx, 'outbox');
    const response = await forgot('customer');
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({ response: 200, message: MESSAGES.reset_link_sent });
    expect(await countRows(t.ctx, 'outbox')).toBe(before + 1);

    const mail = await lastMail();
    expect(mail?.to_address).toBe('customer@demo.armada.local');
    const link = /(\S+\/change-password\?\S+)/.exec(mail?.body ?? '')?.[1];
    expect(link?.startsWith(`${t.ctx.config.publicUrl}/`)).toBe(true);
    expect(link).toBeTruthy();
    const url = new URL(link ?? '');
    expect(url.searchParams.get('reason')).toBe('reset');
    const resetToken = url.searchParams.get('t') ?? '';

    expect((await resetPassword({ t: resetToken, password: NEW, confirm_password: NEW })).statusCode).toBe(200);
    expect((await login(t.app, 'customer', NEW)).statusCode).toBe(200);
    expect((await login(t.app, 'customer', OLD)).statusCode).toBe(401);
    expectCode(
      await resetPassword({ t: resetToken, password: 'Again#Pass42', confirm_password: 'Again#Pass42' }),
      400,
      'invalid_token',
    );
  });

  it('accepts an e-mail address as well', async () => {
    const before = await countRows(t.ctx, 'outbox');
    expect((await forgot('dealer2@demo.armada.local')).statusCode).toBe(200);
    expect(await countRows(t.ctx, 'outbox')).toBe(before + 1);
    expect((await lastMail())?.to_address).toBe('dealer2@demo.armada.local');
  });

  it('answers the same for an unknown user and sends nothing', async () => {
    const before = await countRows(t.ctx, 'outbox');
    const response = await forgot('no-such-user');
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({ response: 200, message: MESSAGES.reset_link_sent });
    expect(await countRows(t.ctx, 'outbox')).toBe(before);
  });
});

describe('GET /api/user/outbox/list_outbox', () => {
  type Mail = { to_address: string; subject: string; body: string; created_at: string };

  it('lists the kept mail for root and the admin', async () => {
    await formPost(t.app, '/api/user/user/forgot_password', { username: 'driver' });
    for (const who of ['root', 'admin']) {
      const response = await getAs(t.app, await t.tokenOf(who), '/api/user/outbox/list_outbox?limit=50');
      expect(response.statusCode).toBe(200);
      const result = bodyOf<{ data: Mail[]; total_data: number }>(response).result;
      expect(result.total_data).toBe(await countRows(t.ctx, 'outbox'));
      expect(result.data[0]).toMatchObject({ to_address: 'driver@demo.armada.local' });
      expect(result.data[0]?.body).toContain('/change-password?t=');
    }
  });

  it('refuses a dealer, even one given read_outbox', async () => {
    expect((await getAs(t.app, await t.tokenOf('dealer'), '/api/user/outbox/list_outbox')).statusCode).toBe(403);
    await grant(t.ctx, 'dealer', 'read_outbox');
    const response = await getAs(t.app, await t.tokenOf('dealer'), '/api/user/outbox/list_outbox');
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response).code).toBe('forbidden');
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/outbox/list_outbox' })).statusCode).toBe(401);
  });
});
