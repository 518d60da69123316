import { describe, expect, it } from 'vitest';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';

const { browser, baseUrl } = useBrowser();

const FULL_MENU = [
  'Live map',
  'Alerts',
  'Notifications',
  'Fleet explorer',
  'Wall display',
  'Map settings',
  'Vehicles',
  'Vehicle status',
  'Not updated vehicles',
  'Sensors',
  'Profile',
  'My account',
  'Customers',
  'Dealers',
  'Leasing',
  'Organisations',
  'Roles',
  'Users',
  'Customer access',
  'Applications',
  'Services',
  'Functions',
  'Realms',
  'Login logs',
  'Mail outbox',
];

const LANDINGS = [
  { username: 'root', landing: '/dashboard', menu: FULL_MENU },
  { username: 'admin', landing: '/dashboard', menu: FULL_MENU },
  {
    username: 'dealer',
    landing: '/maps',
    menu: [
      'Live map',
      'Alerts',
      'Notifications',
      'Fleet explorer',
      'Wall display',
      'Map settings',
      'Vehicles',
      'Vehicle status',
      'Not updated vehicles',
      'Sensors',
      'Profile',
      'My account',
      'Customers',
      'Dealers',
      'Leasing',
      'Organisations',
    ],
  },
  {
    username: 'customer',
    landing: '/maps',
    menu: [
      'Live map',
      'Alerts',
      'Notifications',
      'Fleet explorer',
      'Wall display',
      'Map settings',
      'Vehicles',
      'Not updated vehicles',
      'Sensors',
      'Profile',
      'My account',
    ],
  },
  {
    username: 'leasing',
    landing: '/maps',
    menu: [
      'Live map',
      'Alerts',
      'Notifications',
      'Fleet explorer',
      'Wall display',
      'Map settings',
      'Vehicles',
      'Profile',
      'My account',
      'Leasing',
    ],
  },
];

describe('signing in through the /sso page', () => {
  for (const { username, landing, menu } of LANDINGS) {
    it(`${username} lands on ${landing} and sees only permitted menu items`, async () => {
      const { context, page } = await newPage(browser(), baseUrl);
      await signInThroughSso(page, username);
      await page.waitForURL((url) => url.pathname === landing);
      const items = page.getByRole('navigation', { name: 'Main menu' }).getByRole('menuitem');
      await expect.poll(() => items.allInnerTexts()).toEqual(menu);
      await context.close();
    });
  }

  it('sends a forbidden URL to the landing page', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'customer');
    await page.waitForURL('**/maps');
    await page.goto('/customer/list');
    await page.waitForURL((url) => url.pathname === '/maps');
    await page.goto('/reports/login-logs');
    await page.waitForURL((url) => url.pathname === '/maps');
    await context.close();
  });

  it('returns to the intended path after sign-in', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'dealer', '/my-account');
    await page.waitForURL((url) => url.pathname === '/my-account');
    await expect.poll(() => page.getByTestId('page-title').first().innerText()).toBe('My account');
    await context.close();
  });

  it('an ended session goes through /logout and back to the intended path after signing in again', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    const trail: string[] = [];
    page.on('framenavigated', (frame) => trail.push(frame.url().replace(baseUrl, '')));
    // Start on a screen that does not re-check the cookie itself (/maps and /dashboard do).
    await signInThroughSso(page, 'customer', '/profile');
    await page.waitForURL((url) => url.pathname === '/profile');
    // End the global session on the server, as an expiry would, while the portal still holds its token.
    await page.evaluate(() => fetch('/sso/logout', { redirect: 'manual' }));
    await page.goto('/my-account');
    await page.waitForURL(/\/sso\/login/);
    expect(trail.some((url) => url.startsWith('/logout'))).toBe(true);
    await page.getByLabel('Username').fill('customer');
    await page.getByLabel('Password').fill('Armada#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .waitForURL((url) => url.pathname === '/my-account')
      .catch((error: unknown) => {
        throw new Error(`${String(error)}\nnavigations: ${trail.join(' > ')}`);
      });
    await expect.poll(() => page.getByTestId('page-title').first().innerText()).toBe('My account');
    await context.close();
  });

  it('keeps the language choice across a reload', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'customer', '/profile');
    await page.waitForURL('**/profile');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Indonesia' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu utama', exact: true });
    await expect.poll(() => menu.getByRole('menuitem').allInnerTexts()).toContain('Profil');
    await page.reload();
    await expect.poll(() => menu.getByRole('menuitem').allInnerTexts()).toContain('Profil');
    await context.close();
  });

  it('offers the menu in a drawer at phone width', async () => {
    const { context, page } = await newPage(browser(), baseUrl, 'phone');
    await signInThroughSso(page, 'dealer', '/profile');
    await page.waitForURL('**/profile');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await page.waitForURL('**/my-account');
    await context.close();
  });
});
