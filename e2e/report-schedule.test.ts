import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DailySummaryRow, Envelope, ReportPage } from '@armada/domain';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { callAs, tokenOf } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 20_000 };
const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** An address only this test mails to, so the outbox row is this run's. */
const ADDRESS = `schedule-${Date.now()}@example.com`;

/** A truck of the customer's fleet that drove in the last two weeks. */
async function truckOf(token: string): Promise<DailySummaryRow> {
  const query = new URLSearchParams({
    start_date: day(Date.now() - 13 * DAY_MS),
    end_date: day(Date.now() + DAY_MS),
    count_perpage: '1',
    sort: '-distance_km',
  });
  const path = `/api/report/report_daily_summary/list_report_daily_summary?${query}`;
  const row = (await callAs<Envelope<ReportPage<DailySummaryRow>>>(baseUrl, token, path)).result.data[0];
  if (!row) throw new Error('no truck of the customer drove in the last two weeks');
  return row;
}

describe('scheduled reports', () => {
  it('a customer schedules a report from its screen and sends it; an administrator finds the mail and its file', async () => {
    const truck = await truckOf(await tokenOf(baseUrl, 'customer'));
    const plate = truck.vehicle_number ?? truck.vehicle_name;

    const customer = await newPage(browser(), baseUrl);
    const page = customer.page;
    await signInThroughSso(page, 'customer', '/reports/daily_summary');
    await page.waitForURL('**/reports/daily_summary');
    await page.getByRole('combobox', { name: 'Vehicles' }).fill(plate);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: plate }).click();
    await page.getByRole('link', { name: /^(schedule )?Schedule$/ }).click();

    // The form opens on the schedules' screen with the report and the truck chosen.
    await page.waitForURL('**/reports/schedule?**');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('New scheduled report').count(), WAIT).toBe(1);
    expect(await dialog.getByText('Daily summary', { exact: true }).count()).toBe(1);
    await expect.poll(() => dialog.getByText(plate).count(), WAIT).toBeGreaterThan(0);
    await dialog.getByLabel('Frequency').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Daily', { exact: true }).click();
    await dialog.getByLabel('E-mail addresses').fill('not an address');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('Invalid email').count(), WAIT).toBe(1);
    await dialog.getByLabel('E-mail addresses').fill(`${ADDRESS}, fleet-manager@example.com`);
    await dialog.getByRole('button', { name: 'Save' }).click();

    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: ADDRESS });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    expect(await row.textContent()).toContain('Daily at 07:00');
    expect(await row.textContent()).toContain('1 vehicle');
    expect(await row.textContent()).toContain('Not run yet');
    await page.screenshot({ path: 'e2e/artifacts/report-schedule.png', fullPage: true });

    // "Send now" runs it as the runner would when it is due.
    await row.getByRole('button', { name: 'Send now' }).click();
    await expect.poll(() => row.getByText('Sent', { exact: true }).count(), { timeout: 60_000 }).toBe(1);
    await customer.context.close();

    const admin = await newPage(browser(), baseUrl);
    await signInThroughSso(admin.page, 'admin', '/reports/cmp-log-viewer');
    await admin.page.waitForURL('**/reports/cmp-log-viewer');
    const mail = admin.page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: ADDRESS });
    await expect.poll(() => mail.count(), WAIT).toBe(1);
    expect(await mail.textContent()).toContain('Daily summary');
    const attachment = mail.getByRole('button', { name: /report-daily-summary-\d{4}-\d{2}-\d{2}\.xlsx/ });
    const [download] = await Promise.all([admin.page.waitForEvent('download'), attachment.click()]);
    expect(download.suggestedFilename()).toMatch(/^report-daily-summary-.*\.xlsx$/);
    const file = readFileSync((await download.path()) ?? '');
    expect(file.subarray(0, 2).toString()).toBe('PK');
    await admin.page.screenshot({ path: 'e2e/artifacts/report-schedule-outbox.png', fullPage: true });
    await admin.context.close();

    // On a phone the list scrolls sideways inside its card and the form fits the screen.
    const phone = await newPage(browser(), baseUrl, 'phone');
    await signInThroughSso(phone.page, 'customer', '/reports/schedule');
    await phone.page.waitForURL('**/reports/schedule');
    const mine = phone.page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: ADDRESS });
    await expect.poll(() => mine.count(), WAIT).toBe(1);
    expect(await mine.textContent()).toContain('Sent');
    await mine.getByRole('button', { name: 'Edit' }).click();
    const form = phone.page.getByRole('dialog');
    await expect.poll(() => form.getByText('Edit scheduled report').count(), WAIT).toBe(1);
    const box = await form.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(390);
    await phone.page.screenshot({ path: 'e2e/artifacts/report-schedule-phone.png' });
    await phone.context.close();
  });
});
