import { describe, expect, it } from 'vitest';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';

const { browser, baseUrl } = useBrowser();

describe('forgot password, with the mail read from the outbox', () => {
  it('customer2 asks for a link, root finds it in the outbox, the link sets a new password', async () => {
    const asked = await newPage(browser(), baseUrl);
    await asked.page.goto('/forgot-password');
    await asked.page.getByLabel('Username or e-mail').fill('customer2');
    await asked.page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => asked.page.getByText('If the account exists').count()).toBeGreaterThan(0);
    await asked.context.close();

    const admin = await newPage(browser(), baseUrl);
    await signInThroughSso(admin.page, 'root', '/reports/cmp-log-viewer');
    await admin.page.waitForURL('**/reports/cmp-log-viewer');
    const row = admin.page.getByRole('row', { name: /customer2@demo\.armada\.local/ });
    await row.getByRole('button').first().click();
    const link = admin.page.getByRole('link', { name: /\/change-password\?t=/ });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/change-password\?t=.+&reason=reset$/);
    await admin.context.close();

    const reset = await newPage(browser(), baseUrl);
    await reset.page.goto(href ?? '');
    await reset.page.getByLabel('New password').fill('Recovered#2026');
    await reset.page.getByLabel('Confirm password').fill('Recovered#2026');
    await reset.page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => reset.page.getByTestId('page-title').first().innerText())
      .toBe('Your password has been changed');
    await reset.page.goto('/login');
    await reset.page.waitForURL(/\/sso\/login/);
    await reset.page.getByLabel('Username').fill('customer2');
    await reset.page.getByLabel('Password').fill('Recovered#2026');
    await reset.page.getByRole('button', { name: 'Sign in' }).click();
    await reset.page.waitForURL((url) => url.pathname === '/maps');
    await reset.context.close();
  });

  it('root reads the login log, filtered by username', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'root', '/reports/login-logs?username=customer2');
    await page.waitForURL('**/reports/login-logs**');
    const rows = page.getByRole('row', { name: /customer2/ });
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('row', { name: /\bdealer\b/ }).count()).toBe(0);
    await context.close();
  });
});
