import { describe, expect, it } from 'vitest';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';

const { browser, baseUrl } = useBrowser();

describe('every sign-in message can be seen', () => {
  it('inactive sees that the account is not active', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'inactive');
    const error = page.getByTestId('sso-error');
    await expect
      .poll(() => error.innerText())
      .toContain('Your account is not active, follow instruction on your email to continue');
    await context.close();
  });

  it('a wrong password is told so', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await page.goto('/login');
    await page.waitForURL(/\/sso\/login/);
    await page.getByLabel('Username').fill('customer');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByTestId('sso-error').innerText()).toContain('Username or password is wrong');
    await context.close();
  });

  it('nopolicyuser is told to ask the Super Admin and offered to log out', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'nopolicyuser');
    await expect.poll(() => page.getByTestId('sso-error').innerText()).toContain('Super Admin');
    // Signing out is a POST (review I4): a button in a small form, not a link.
    await expect.poll(() => page.getByRole('button', { name: 'Log out' }).count()).toBe(1);
    await context.close();
  });

  it('weak must change the password before signing in', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'weak');
    await page.waitForURL('**/change-password?**');
    await expect.poll(() => page.getByTestId('page-title').first().innerText()).toBe('Your password is weak');
    await page.getByRole('button', { name: 'Back to login' }).click();
    await expect
      .poll(() => page.getByText('You can not login if you have not changed your password').count())
      .toBeGreaterThan(0);
    await context.close();
  });

  it('expired sees that the password has expired, changes it and signs in with the new one', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'expired');
    await page.waitForURL('**/change-password?**');
    await expect.poll(() => page.getByTestId('page-title').first().innerText()).toBe('Your password has expired');
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByText('Password not match').count()).toBeGreaterThan(0);
    await page.getByLabel('New password').fill('Fresh#Pass2026');
    await page.getByLabel('Confirm password').fill('Fresh#Pass2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByTestId('page-title').first().innerText()).toBe('Your password has been changed');
    await page.goto('/login');
    await page.waitForURL(/\/sso\/login/);
    await page.getByLabel('Username').fill('expired');
    await page.getByLabel('Password').fill('Fresh#Pass2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/maps');
    await context.close();
  });

  it('nopolicy approves the privacy policy and goes on to the portal', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'nopolicy');
    await page.waitForURL('**/privacy_policy/**');
    await expect.poll(() => page.getByTestId('page-title').first().innerText()).toBe('Privacy policy approval');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL((url) => url.pathname === '/maps');
    await context.close();
  });
});
