import { describe, expect, it } from 'vitest';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';

const { browser, baseUrl } = useBrowser();

describe('session rules of the login flow', () => {
  it('sends a user of the blocked realm to /logout', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    const loggedOut = page.waitForRequest(/\/sso\/logout/);
    await signInThroughSso(page, 'agro');
    await loggedOut;
    await page.waitForURL(/\/sso\/login/);
    expect(await page.evaluate(() => globalThis.localStorage.getItem('armada.auth'))).toBeNull();
    await page.goto('/profile');
    await page.waitForURL(/\/sso\/login/);
    await context.close();
  });

  it('forces a logout when the gsid in the address differs from the stored one', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'customer');
    await page.waitForURL('**/maps');
    await page.goto('/profile?gsid=00000000-0000-0000-0000-000000000000');
    await page.waitForURL(/\/sso\/login/);
    await page.goto('/profile');
    await page.waitForURL(/\/sso\/login/);
    await context.close();
  });

  it('says what was refused when a screen is not open to the user, instead of bouncing silently', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'customer');
    await page.waitForURL('**/maps');
    await page.goto('/reports/login-logs');
    await page.waitForURL('**/maps');
    const notice = page.getByRole('alert').filter({ hasText: 'so you were brought here' });
    await notice.waitFor();
    // The screen refused, and the permission its role lacks, are named.
    expect(await notice.innerText()).toContain("It needs the permission 'list_login_log'");
    await context.close();
  });

  it('re-verifies the gsid cookie on /maps and logs out when it is gone', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'dealer');
    await page.waitForURL('**/maps');
    await context.clearCookies();
    await page.goto('/maps');
    await page.waitForURL(/\/sso\/login/);
    await context.close();
  });

  it('shows a wider-screen notice for a desktop-only screen at phone width', async () => {
    const { context, page } = await newPage(browser(), baseUrl, 'phone');
    await signInThroughSso(page, 'customer', '/explore');
    await page.waitForURL('**/explore');
    await expect
      .poll(() => page.getByTestId('page-title').first().innerText())
      .toBe('This screen needs a wider screen');
    await context.close();
  });

  it('shows the fallback page for an unknown path', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByTestId('page-title').first().innerText()).toBe('Page not found');
    await context.close();
  });
});
