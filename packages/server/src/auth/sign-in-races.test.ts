import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { bodyOf, login } from '../test-support/http-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const RIGHT = 'Armada#2026';
const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>(
    (tally, a) => ({ ...tally, [a.statusCode]: (tally[a.statusCode] ?? 0) + 1 }),
    {},
  );

describe('sign-in lockout under concurrency (review M4)', () => {
  it('M4: 20 concurrent wrong passwords get at most 5 password checks, the rest 429; the right one is refused while locked', async () => {
    const ip = '10.2.0.1';
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(t.app, 'agro', 'Wrong#Pass1', ip)));
    const tally = statuses(answers);
    expect(tally[401]).toBe(5);
    expect(tally[429]).toBe(15);
    for (const answer of answers.filter((a) => a.statusCode === 401))
      expect(bodyOf(answer).code).toBe('wrong_credentials');
    const right = await login(t.app, 'agro', RIGHT, ip);
    expect(right.statusCode).toBe(429);
    expect(bodyOf(right).code).toBe('too_many_attempts');
  });

  it('M4: wrong passwords sent together with the right one never get more than 5 checks before a lock', async () => {
    const ip = '10.2.0.2';
    const wrong = Array.from({ length: 20 }, () => login(t.app, 'euro4', 'Wrong#Pass1', ip));
    const answers = await Promise.all([...wrong, login(t.app, 'euro4', RIGHT, ip)]);
    const tally = statuses(answers);
    // A success resets the count, so a right password checked early allows at most 5 more failures.
    expect(tally[401] ?? 0).toBeLessThanOrEqual(tally[200] ? 10 : 5);
    expect((tally[401] ?? 0) + (tally[200] ?? 0) + (tally[429] ?? 0)).toBe(21);
    expect((await login(t.app, 'euro4', RIGHT, ip)).statusCode).toBe(429);
  });

  it('M4: 40 concurrent failures across accounts from one address get at most 30 password checks', async () => {
    const ip = '10.2.0.3';
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(t.app, `phantom${i}`, 'x', ip)));
    const tally = statuses(answers);
    expect(tally[401]).toBe(30);
    expect(tally[429]).toBe(10);
  });
});

describe('sign-in throttling side effects (review L7)', () => {
  it('L7: failures from one address lock the account there only; its owner elsewhere signs in', async () => {
    const attacker = '10.2.1.1';
    for (let i = 0; i < 5; i++) expect((await login(t.app, 'leasing', 'Wrong#Pass1', attacker)).statusCode).toBe(401);
    expect((await login(t.app, 'leasing', RIGHT, attacker)).statusCode).toBe(429);
    expect((await login(t.app, 'leasing', RIGHT, '10.2.1.2')).statusCode).toBe(200);
  });

  it('L7: a throttled address still lets in the right password of an account that signed in from it before', async () => {
    const office = '10.2.2.1';
    expect((await login(t.app, 'callcenter', RIGHT, office)).statusCode).toBe(200);
    for (let i = 0; i < 30; i++) expect((await login(t.app, `nobody${i}`, 'x', office)).statusCode).toBe(401);
    expect((await login(t.app, 'callcenter', RIGHT, office)).statusCode).toBe(200);
    // An account never seen at this address is refused there, wrong or right: spraying gets nothing.
    expect((await login(t.app, 'dealer', RIGHT, office)).statusCode).toBe(429);
    expect((await login(t.app, 'dealer', RIGHT, '10.2.2.2')).statusCode).toBe(200);
  });
});
