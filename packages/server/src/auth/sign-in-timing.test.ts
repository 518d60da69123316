import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { login } from '../test-support/http-helpers.js';

// The real argon2, counted: a wall-clock assertion would be flaky on a shared machine.
const argon2 = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  const verify: typeof real.verify = (...args) => {
    argon2.verifications += 1;
    return real.verify(...args);
  };
  return { ...real, verify };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** How many argon2 checks one sign-in attempt makes. */
async function checksOf(username: string, ip: string): Promise<number> {
  const before = argon2.verifications;
  expect((await login(t.app, username, 'Wrong#Pass1', ip)).statusCode).toBe(401);
  return argon2.verifications - before;
}

describe('sign-in timing (review L7)', () => {
  it('L7: a missing user costs one argon2 check, like a wrong password of a real user', async () => {
    expect(await checksOf('no-such-user', '10.4.0.1')).toBe(1);
    expect(await checksOf('customer', '10.4.0.2')).toBe(1);
  });
});
