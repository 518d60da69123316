import { describe, expect, it } from 'vitest';
import type { BookingPage } from '@armada/domain';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { callAs, tokenOf } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 15_000 };
const ODOMETER = '51234';

describe('service bookings', () => {
  it('a fleet books a service, its dealer approves it, and the fleet is told', async () => {
    const fleet = await newPage(browser(), baseUrl);
    const { page } = fleet;
    await signInThroughSso(page, 'customer', '/service-bookings');
    await page.waitForURL('**/service-bookings', WAIT);
    await page.getByRole('button', { name: 'Book a service' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('combobox', { name: 'Vehicle', exact: true }).click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await expect.poll(() => option.count(), WAIT).toBe(1);
    await option.click();
    // The fleet's own dealer is offered first and chosen already.
    await expect.poll(() => form.getByText('Dealer Jakarta Timur (your dealer)').count(), WAIT).toBe(1);
    await form.getByLabel('Odometer').fill(ODOMETER);
    await form.getByRole('button', { name: 'Book', exact: true }).click();
    await expect.poll(() => form.getByText('Waiting for the dealer').count(), WAIT).toBeGreaterThan(0);

    const token = await tokenOf(baseUrl, 'customer');
    const listed = await callAs<{ result: BookingPage }>(
      baseUrl,
      token,
      '/api/service/list_booking?status=waiting&limit=50',
    );
    const booking = listed.result.data.find((row) => row.odometer_km === Number(ODOMETER));
    expect(booking).toBeDefined();
    if (!booking) return;
    // The fleet can cancel its own request, not approve it.
    expect(await form.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await form.getByRole('button', { name: 'Cancel booking' }).count()).toBe(1);

    const dealer = await newPage(browser(), baseUrl, 'phone');
    await signInThroughSso(dealer.page, 'dealer', `/service-bookings?id=${booking.id}`);
    await dealer.page.waitForURL('**/service-bookings?id=*', WAIT);
    const panel = dealer.page.getByRole('dialog');
    await expect.poll(() => panel.getByText('Booked').count(), WAIT).toBeGreaterThan(0);
    await panel.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => panel.getByText('Approved', { exact: true }).count(), WAIT).toBeGreaterThan(0);
    await dealer.context.close();

    await page.goto('/notification');
    const told = page.getByText(/Dealer Jakarta Timur approved the service of/).first();
    await expect.poll(() => told.count(), WAIT).toBe(1);
    await page.getByRole('button', { name: 'Open booking' }).first().click();
    await page.waitForURL('**/service-bookings?id=*', WAIT);
    await expect
      .poll(() => page.getByRole('dialog').getByText('Approved', { exact: true }).count(), WAIT)
      .toBeGreaterThan(0);
    await fleet.context.close();
  });
});
