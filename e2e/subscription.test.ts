import { describe, expect, it } from 'vitest';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { callAs, tokenOf } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 15_000 };

type Invoice = { id: number; invoice_number: string; status_name: string; virtual_account: string | null };

describe('subscriptions', () => {
  it('a customer buys a plan by bank transfer and finance confirms it', async () => {
    const token = await tokenOf(baseUrl, 'customer');
    const before = await callAs<{ result: Invoice[] }>(baseUrl, token, '/api/subscription/list_invoice');

    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'customer', '/subscription/choose-plan');
    await page.waitForURL('**/subscription/choose-plan', WAIT);
    await page.getByRole('radio', { name: /^PRO-3/ }).check(WAIT);
    await page.getByRole('checkbox').first().check(WAIT);
    await page.getByRole('button', { name: 'Choose payment' }).click();
    await page.waitForURL('**/subscription/choose-payment?*', WAIT);
    // No Midtrans keys in this run: only the bank transfer is offered.
    await expect.poll(() => page.getByRole('radio', { name: /Bank transfer/ }).count(), WAIT).toBe(1);
    expect(await page.getByRole('radio', { name: /Online payment/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/subscription/by-billing?id=*', WAIT);
    await expect.poll(() => page.getByText(/^8808\d{12}$/).count(), WAIT).toBe(1);

    const after = await callAs<{ result: Invoice[] }>(baseUrl, token, '/api/subscription/list_invoice');
    const ordered = after.result.find((row) => !before.result.some((old) => old.id === row.id));
    expect(ordered).toMatchObject({ status_name: 'INV' });
    if (!ordered) return;
    await context.close();

    const finance = await newPage(browser(), baseUrl);
    await signInThroughSso(finance.page, 'admin', '/subscription/billing');
    await finance.page.waitForURL('**/subscription/billing', WAIT);
    const row = finance.page.getByRole('row', { name: new RegExp(ordered.invoice_number) });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    await row.getByRole('button', { name: 'Confirm transfer' }).click();
    await expect.poll(() => row.getByText('Live (paid)').count(), WAIT).toBe(1);
    await finance.context.close();

    const paid = await callAs<{ result: Invoice[] }>(baseUrl, token, '/api/subscription/list_invoice');
    expect(paid.result.find((invoice) => invoice.id === ordered.id)?.status_name).toBe('Live');
  });
});
