import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { mailText, startMailServer, type MailServer } from './support/mail-server.js';

const { browser, baseUrl } = useBrowser();

describe('forgot password, with the mail read where its addressee reads it', () => {
  let mail: MailServer;
  beforeAll(async () => {
    mail = await startMailServer();
  }, 150_000);
  afterAll(() => mail.stop());

  it('customer2 asks for a link, receives it by mail, and the link sets a new password', async () => {
    const asked = await newPage(browser(), mail.url);
    await asked.page.goto('/forgot-password');
    await asked.page.getByLabel('Username or e-mail').fill('customer2');
    await asked.page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => asked.page.getByText('If the account exists').count()).toBeGreaterThan(0);
    await asked.context.close();

    await expect.poll(() => mail.mails.length).toBe(1);
    const [received] = mail.mails;
    expect(received?.to.join()).toContain('customer2@demo.armada.local');
    const href = /https?:\/\/\S+\/change-password\?t=[^&\s]+&reason=reset/.exec(
      received ? mailText(received) : '',
    )?.[0];
    expect(href).toBeDefined();

    const reset = await newPage(browser(), mail.url);
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
});

// After the mail server above has stopped: its demo fleet would slow this server's pages.
describe('the login log', () => {
  it('root reads the login log, filtered by username', async () => {
    // A sign-in of customer2's on this server's log (the reset above ran on a server of its own).
    const signed = await newPage(browser(), baseUrl);
    await signInThroughSso(signed.page, 'customer2');
    await signed.page.waitForURL((url) => url.pathname === '/maps');
    await signed.context.close();
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'root', '/reports/login-logs?username=customer2');
    await page.waitForURL('**/reports/login-logs**');
    const rows = page.getByRole('row', { name: /customer2/ });
    await rows.first().waitFor(); // the page's first load, within the context's time-out
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('row', { name: /\bdealer\b/ }).count()).toBe(0);
    await context.close();
  });
});
