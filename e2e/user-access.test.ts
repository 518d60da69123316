import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage, DEMO_PASSWORD, newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { choose } from './support/form-fields.js';
import { mailText, startMailServer, type MailServer } from './support/mail-server.js';

const { browser } = useBrowser();

const ROLE = 'Dealer user desk';
const USER = { username: 'sby.desk', name: 'Rina Desk', email: 'rina.desk@sby.example' };
const WAIT = { timeout: 15_000 };

// A server of its own that sends mail by SMTP: the new user reads the link where its addressee would (H1).
describe('user access', () => {
  let mail: MailServer;
  let baseUrl = '';
  beforeAll(async () => {
    mail = await startMailServer();
    baseUrl = mail.url;
  }, 150_000);
  afterAll(() => mail.stop());

  it('lets an administrator create a role and a user with it; the user sets a password from the mail', async () => {
    const admin = await newPage(browser(), baseUrl);
    const { page } = admin;
    await signInThroughSso(page, 'admin', '/user-access/role');
    await page.waitForURL('**/user-access/role');

    await page.getByRole('button', { name: 'Add role' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => drawer.getByText('Please fill in the blank').count(), WAIT).toBe(1);
    await expect.poll(() => drawer.getByText('Choose at least one permission').count(), WAIT).toBe(1);

    await drawer.getByLabel('Role name').fill(ROLE);
    await choose(page, drawer, 'Realm', 'Dealer');
    await drawer.getByText('Users and organisations').click();
    for (const key of ['view_user', 'list_user_access', 'list_user_type']) {
      await drawer.getByRole('checkbox', { name: new RegExp(`\\b${key}$`) }).check();
    }
    await expect.poll(() => drawer.getByText('3 of 16').count(), WAIT).toBe(1);
    await drawer.getByRole('button', { name: 'Save' }).click();
    const roleRow = page.getByRole('row', { name: new RegExp(ROLE) });
    await expect.poll(() => roleRow.count(), WAIT).toBe(1);
    expect(await roleRow.getByRole('cell', { name: '3', exact: true }).count()).toBe(1);

    await page.goto('/user-access/user');
    await page.getByRole('button', { name: 'Add user' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Username').fill(USER.username);
    await form.getByLabel('Full name').fill(USER.name);
    await form.getByLabel('E-mail').fill('not-an-email');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByText('This value is not valid').count(), WAIT).toBe(1);
    await expect.poll(() => form.getByText('Organisation has not been selected').count(), WAIT).toBe(1);
    await form.getByLabel('E-mail').fill(USER.email);
    await choose(page, form, 'Organisation', 'Dealer Surabaya', 'Surabaya');
    await choose(page, form, 'Role', ROLE);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('An e-mail with a link to choose a password').count(), WAIT).toBe(1);
    await page.getByPlaceholder('Search username, name or e-mail').fill(USER.username);
    await page.getByPlaceholder('Search username, name or e-mail').press('Enter');
    const userRow = page.getByRole('row', { name: new RegExp(USER.username) });
    await expect.poll(() => userRow.count(), WAIT).toBe(1);
    expect(await userRow.getByText('Waiting for password').count()).toBe(1);
    expect(await userRow.getByRole('cell', { name: ROLE }).count()).toBe(1);
    await admin.context.close();

    await expect.poll(() => mail.mails.filter((m) => m.to.join().includes(USER.email)).length, WAIT).toBe(1);
    const received = mail.mails.find((m) => m.to.join().includes(USER.email));
    const text = received ? mailText(received) : '';
    expect(text).toContain(USER.username);
    const link = /https?:\/\/\S+\/change-password\?t=[^&\s]+&reason=reset/.exec(text)?.[0];
    expect(link).toBeDefined();

    const reset = await newPage(browser(), baseUrl);
    await reset.page.goto(link ?? '');
    await reset.page.getByLabel('New password').fill(DEMO_PASSWORD);
    await reset.page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
    await reset.page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => reset.page.getByTestId('page-title').first().innerText(), WAIT)
      .toBe('Your password has been changed');
    await reset.context.close();
  });

  it("shows the seeded roles' descriptions in the reader's language", async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'admin', '/user-access/role');
    await page.waitForURL('**/user-access/role');
    const brand = page.getByRole('row', { name: /Brand administrator/ });
    await expect.poll(() => brand.textContent(), WAIT).toContain('Runs the portal for the brand');
    await chooseLanguage(page, 'Indonesia');
    await expect.poll(() => brand.textContent(), WAIT).toContain('Mengelola portal untuk merek');
    await context.close();
  });

  it("keeps another dealer's customer users out of a dealer's sight", async () => {
    // The user created above works for Dealer Surabaya, whose customers include CV Maju Jaya (customer2).
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, USER.username, '/user-access/customer');
    await page.waitForURL('**/user-access/customer');
    await expect.poll(() => page.getByRole('cell', { name: 'customer2', exact: true }).count(), WAIT).toBe(1);
    expect(await page.getByRole('cell', { name: 'CV Maju Jaya' }).count()).toBeGreaterThan(0);
    // Dealer Jakarta Timur's customers (PT Logistik Nusantara: customer, driver) stay out of sight.
    for (const other of ['customer', 'driver']) {
      expect(await page.getByRole('cell', { name: other, exact: true }).count()).toBe(0);
    }
    expect(await page.getByRole('cell', { name: 'PT Logistik Nusantara' }).count()).toBe(0);
    // Its role gives no user management, so no change action is offered.
    expect(await page.getByRole('button', { name: 'Change role' }).count()).toBe(0);
    await context.close();
  });
});
