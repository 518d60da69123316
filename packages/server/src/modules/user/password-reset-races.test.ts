import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueOneTimeToken } from '../../auth/one-time-tokens.js';
import { verifyPassword } from '../../auth/passwords.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, formPost, login, userRow } from '../../test-support/http-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const OLD = 'Armada#2026';
const resetPassword = (fields: Record<string, string>) => formPost(t.app, '/api/user/user/reset_password', fields);
const resetTokenOf = async (username: string) =>
  issueOneTimeToken(t.ctx.database.db, 'reset', (await userRow(t.ctx, username)).id);

describe('reset_password races (review M3)', () => {
  it('M3: of 6 concurrent resets with one token exactly one succeeds, and only its password signs in', async () => {
    const token = await resetTokenOf('driver');
    const passwords = Array.from({ length: 6 }, (_, i) => `Race#2026-${i}x`);
    const answers = await Promise.all(
      passwords.map((password) => resetPassword({ t: token, password, confirm_password: password })),
    );
    const winners = answers.flatMap((answer, i) => (answer.statusCode === 200 ? [passwords[i] ?? ''] : []));
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(400);
      expect(bodyOf(answer).code).toBe('invalid_token');
    }
    // Checked against the stored hash rather than by signing in, which the lockout would refuse after 5 tries.
    const stored = (await userRow(t.ctx, 'driver')).password_hash;
    for (const password of [...passwords, OLD]) {
      expect(await verifyPassword(stored, password)).toBe(password === winners[0]);
    }
    expect((await login(t.app, 'driver', winners[0])).statusCode).toBe(200);
  });

  it('M3: a refused request (weak password, mismatch) changes nothing and leaves the token usable', async () => {
    const token = await resetTokenOf('customer2');
    const weak = await resetPassword({ t: token, password: 'weakpass', confirm_password: 'weakpass' });
    expect(bodyOf(weak).code).toBe('password_policy');
    const mismatch = await resetPassword({ t: token, password: 'Good#Pass42', confirm_password: 'Other#Pass42' });
    expect(bodyOf(mismatch).code).toBe('password_not_match');
    expect((await login(t.app, 'customer2', OLD, '10.3.1.1')).statusCode).toBe(200);
    expect((await login(t.app, 'customer2', 'Good#Pass42', '10.3.1.2')).statusCode).toBe(401);

    expect(
      (await resetPassword({ t: token, password: 'Good#Pass42', confirm_password: 'Good#Pass42' })).statusCode,
    ).toBe(200);
    expect((await login(t.app, 'customer2', 'Good#Pass42', '10.3.1.3')).statusCode).toBe(200);
  });

  it('M3: a token of another kind (privacy) does not reset a password', async () => {
    const user = await userRow(t.ctx, 'dealer2');
    const token = await issueOneTimeToken(t.ctx.database.db, 'privacy', user.id);
    const answer = await resetPassword({ t: token, password: 'Good#Pass42', confirm_password: 'Good#Pass42' });
    expect(bodyOf(answer).code).toBe('invalid_token');
    expect((await login(t.app, 'dealer2', OLD, '10.3.2.1')).statusCode).toBe(200);
  });
});
