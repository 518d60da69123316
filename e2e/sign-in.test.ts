import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseLanguage, newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';

const { browser, baseUrl } = useBrowser();

/** Every section of the side menu with all its entries, in drawing order. */
const SECTIONS = {
  Monitoring: [
    'Dashboard',
    'Euro 4 dashboard',
    'Euro 4 dealers',
    'Live map',
    'Alerts',
    'Notifications',
    'Fleet explorer',
    'Wall display',
    'Map settings',
  ],
  Fleet: [
    'Vehicles',
    'Vehicle status',
    'Vehicle groups',
    'Vehicles in the pool',
    'Not updated vehicles',
    'Silent vehicles',
    'Abnormal vehicles',
    'Abnormal vehicles map',
    'Sensors',
    'Sensor states',
    'Fuel',
    'Gas stations',
  ],
  'Customers & dealers': [
    'Customers',
    'Dealers',
    'Leasing',
    'Vehicle activation',
    'Customer activation',
    'Dealer performance',
    'Retail sales',
  ],
  'User access': ['Organisations', 'Roles', 'Users', 'Customer access'],
  'App management': ['Applications', 'Services', 'Functions', 'Realms'],
  Reports: [
    'All reports',
    'Trips',
    'Stops',
    'Idling',
    'Activities',
    'Daily trip summary',
    'Speeding',
    'Towing',
    'Crashes',
    'Events',
    'Daily summary',
    'Monthly summary',
    'Productivity',
    'Machine working hours',
    'Sensors',
    'Location report',
    'Monthly location',
    'Scheduled reports',
    'Login logs',
    'Mail outbox',
  ],
  'Drivers & community': [
    'Driver contest',
    'Driver standings',
    'Drivers',
    'Service bookings',
    'Surveys',
    'My surveys',
    'Help wiki',
    'Wiki editor',
    'Announcements',
  ],
  'Call centre': [
    'Call centre',
    'Incidents',
    'Move a vehicle to another customer',
    'Vehicle configuration',
    'Command results',
    'Configuration results',
  ],
  Subscription: ['Subscription status', 'Choose a plan', 'Billing', 'Subscription plans'],
};
type Section = keyof typeof SECTIONS;

/** The menu a user should see: the sections named, with every entry ('all') or the ones listed. */
const menu = (pick: Partial<Record<Section, 'all' | string[]>>) =>
  (Object.keys(SECTIONS) as Section[]).flatMap((section) => {
    const entries = pick[section];
    return entries === undefined ? [] : [[section, entries === 'all' ? SECTIONS[section] : entries]];
  });

/** The side menu as [section, entries] after opening every section: the shape `menu` gives. */
async function readMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const closed = nav.getByRole('menuitem', { expanded: false });
  while ((await closed.count()) > 0) await closed.first().click();
  const sections = await nav.getByRole('menuitem', { expanded: true }).all();
  return Promise.all(
    sections.map(async (title) => {
      const list = page.locator(`[id="${await title.getAttribute('aria-controls')}"]`);
      return [await title.innerText(), await list.getByRole('menuitem').allInnerTexts()];
    }),
  );
}

/** The location reports are every realm's but the administrators' (spec). */
const LOCATION_REPORTS = ['Location report', 'Monthly location'];
const EVERYTHING = Object.entries({
  ...SECTIONS,
  Reports: SECTIONS.Reports.filter((entry) => !LOCATION_REPORTS.includes(entry)),
});
/** The monitoring screens outside the admin realm: the dashboards are the brand's (and the euro4 realm's). */
const DASHBOARDS = ['Dashboard', 'Euro 4 dashboard', 'Euro 4 dealers'];
const FLEET_MONITORING = SECTIONS.Monitoring.filter((entry) => !DASHBOARDS.includes(entry));
/** The reports of anyone with list_report_trip outside the admin realm (the logs are the admin realm's). */
const FLEET_REPORTS = SECTIONS.Reports.filter((entry) => !['Login logs', 'Mail outbox'].includes(entry));

const LANDINGS = [
  { username: 'root', landing: '/dashboard', expected: EVERYTHING },
  { username: 'admin', landing: '/dashboard', expected: EVERYTHING },
  {
    username: 'dealer',
    landing: '/maps',
    expected: menu({
      Monitoring: FLEET_MONITORING,
      Fleet: 'all',
      'Customers & dealers': 'all',
      'User access': ['Organisations'],
      Reports: FLEET_REPORTS,
      'Drivers & community': [
        'Driver contest',
        'Driver standings',
        'Drivers',
        'Service bookings',
        'Surveys',
        'My surveys',
        'Help wiki',
        'Announcements',
      ],
      Subscription: 'all',
    }),
  },
  {
    username: 'customer',
    landing: '/maps',
    expected: menu({
      Monitoring: FLEET_MONITORING,
      Fleet: SECTIONS.Fleet.filter((entry) => entry !== 'Vehicle status'),
      Reports: FLEET_REPORTS,
      'Drivers & community': [
        'Driver contest',
        'Driver standings',
        'Drivers',
        'Service bookings',
        'My surveys',
        'Help wiki',
        'Announcements',
      ],
      Subscription: 'all',
    }),
  },
  {
    username: 'leasing',
    landing: '/maps',
    expected: menu({
      Monitoring: FLEET_MONITORING,
      Fleet: ['Vehicles'],
      'Customers & dealers': ['Leasing'],
      Reports: FLEET_REPORTS,
      'Drivers & community': ['Help wiki', 'Announcements'],
    }),
  },
];

describe('signing in through the /sso page', () => {
  for (const { username, landing, expected } of LANDINGS) {
    it(`${username} lands on ${landing} and sees only permitted menu items`, async () => {
      const { context, page } = await newPage(browser(), baseUrl);
      await signInThroughSso(page, username);
      await page.waitForURL((url) => url.pathname === landing);
      await expect.poll(() => readMenu(page)).toEqual(expected);
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

  it('L6: the sign-in return drops ?ssoToken&gsid from the address at once, even when verifying fails', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await page.goto('/login?ssoToken=not-a-real-token&gsid=00000000-0000-0000-0000-000000000000');
    await page.getByRole('button', { name: 'Sign in again' }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/login`);
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
    await page.evaluate(() =>
      fetch('/sso/logout', { method: 'POST', body: new URLSearchParams({ serviceURL: '/login' }), redirect: 'manual' }),
    );
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
    await chooseLanguage(page, 'Indonesia');
    const menu = page.getByRole('navigation', { name: 'Menu utama', exact: true });
    await expect.poll(() => menu.getByRole('menuitem').allInnerTexts()).toContain('Pemantauan');
    await page.reload();
    await expect.poll(() => menu.getByRole('menuitem').allInnerTexts()).toContain('Pemantauan');
    await context.close();
  });

  it('opens the section of the current screen and keeps the others as the user left them', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'dealer', '/customer/list');
    await page.waitForURL('**/customer/list');
    const section = (name: string) => page.getByRole('menuitem', { name, exact: true });
    await expect.poll(() => section('Customers & dealers').getAttribute('aria-expanded')).toBe('true');
    expect(await section('Monitoring').getAttribute('aria-expanded')).toBe('false');
    await section('Fleet').click();
    await page.getByRole('menuitem', { name: 'Sensors', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/vehicles/sensor');
    expect(await section('Customers & dealers').getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });

  it('offers the menu in a drawer at phone width, and the account in the user menu', async () => {
    const { context, page } = await newPage(browser(), baseUrl, 'phone');
    await signInThroughSso(page, 'dealer', '/profile');
    await page.waitForURL('**/profile');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Customers & dealers' }).click();
    await page.getByRole('menuitem', { name: 'Customers', exact: true }).click();
    await page.waitForURL('**/customer/list');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await page.waitForURL('**/my-account');
    await context.close();
  });
});
