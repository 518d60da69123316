import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_CENTER_CALLS, type CallCenterHit } from '@armada/domain';
import type { ServerProcess } from '@armada/server/test-support/server-process';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { choose } from './support/form-fields.js';
import { ownServer } from './support/own-server.js';
import { callAs, tokenOf } from './support/server-api.js';

const { browser } = useBrowser();
const WAIT = { timeout: 20_000 };
const own = ownServer();

/**
 * A server of its own: locking an account counts failed sign-ins against the test's address, which
 * every browser test of the shared server signs in from.
 */
let portal: ServerProcess;
beforeAll(async () => {
  portal = await own.start();
}, 180_000);

afterAll(async () => {
  await portal.kill('SIGTERM');
  own.remove();
});

const signIn = (password: string) =>
  fetch(`${portal.url}/api/user/user/login_user`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'customer2', password }),
  });

describe('call centre: unlocking an account', () => {
  it('unlocks a locked customer with a consent note, kept in the audit, and the customer signs in again', async () => {
    const base = portal.url;
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn('Wrong#Pass1')).status).toBe(401);
    expect((await signIn('Armada#2026')).status).toBe(429);

    const agent = await tokenOf(base, 'callcenter');
    const hits = await callAs<{ result: CallCenterHit[] }>(base, agent, `${CALL_CENTER_CALLS.search}?q=customer2`);
    const user = hits.result.find((hit) => hit.kind === 'user');
    if (!user) throw new Error('customer2 not found by the call centre');

    const { context, page } = await newPage(browser(), base);
    await signInThroughSso(page, 'callcenter', `/call-center/user?id=${user.id}`);
    await page.waitForURL('**/call-center/user?id=*', WAIT);
    await expect.poll(() => page.getByText('Locked', { exact: true }).count(), WAIT).toBeGreaterThan(0);
    await choose(page, page, 'Action', 'Unlock the account');
    await page
      .getByLabel('Consent note (who agreed, how it was checked)')
      .fill('Dewi called from the registered phone');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const audit = page.getByTestId('call-center-audit');
    await expect.poll(() => audit.getByText('Dewi called from the registered phone').count(), WAIT).toBe(1);
    expect(await audit.getByText('Unlock the account').count()).toBe(1);
    await context.close();

    expect((await signIn('Armada#2026')).status).toBe(200);
  });
});
