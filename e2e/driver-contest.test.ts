import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 20_000 };
const DAY_MS = 86_400_000;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const rows = (page: Page, testId: string) => page.getByTestId(testId).locator('.ant-table-tbody tr.ant-table-row');

/** Waits for the next top_driver answer while `act` runs, and hands back its query. */
async function nextBoard(page: Page, act: () => Promise<void>): Promise<URLSearchParams> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/driver/contest/top_driver') && r.status() === 200, WAIT),
    act(),
  ]);
  return new URL(response.url()).searchParams;
}

describe('driver contest', () => {
  it("lets a dealer see its customers' leaderboard, then change the area and the period", async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'dealer', '/driver-contest');
    await page.waitForURL('**/driver-contest');
    await expect.poll(() => page.getByTestId('page-title').first().innerText(), WAIT).toBe('Driver contest');
    // The demo's two weeks of track: its drivers are ranked over the default 7 days to yesterday.
    await expect.poll(() => rows(page, 'top-drivers').count(), WAIT).toBeGreaterThan(0);
    await expect.poll(() => rows(page, 'top-customers').count(), WAIT).toBeGreaterThan(0);
    const board = await page.getByTestId('top-drivers').innerText();
    expect(board).toMatch(/PT Logistik Nusantara|PT Sinar Transport/);
    expect(board).not.toContain('CV Maju Jaya');

    // Another dealer's area empties the board; the dealer's own fills it again.
    const east = await nextBoard(page, async () => {
      await page.getByLabel('Area').click();
      await page.getByTitle('Jawa Timur').click();
    });
    expect(east.get('area_id')).not.toBeNull();
    await expect.poll(() => rows(page, 'top-drivers').count(), WAIT).toBe(0);
    await nextBoard(page, async () => {
      await page.getByLabel('Area').click();
      await page.getByTitle('Jabodetabek').click();
    });
    await expect.poll(() => rows(page, 'top-drivers').count(), WAIT).toBeGreaterThan(0);

    // A period of the last three days.
    const from = day(Date.now() - 3 * DAY_MS);
    const to = day(Date.now() - DAY_MS);
    const period = await nextBoard(page, async () => {
      const start = page.getByTestId('contest-period').locator('input').first();
      await start.click();
      await start.fill(from);
      await start.press('Enter');
      const end = page.getByTestId('contest-period').locator('input').last();
      await end.fill(to);
      await end.press('Enter');
    });
    expect([period.get('from'), period.get('to')]).toEqual([from, to]);
    await expect.poll(() => rows(page, 'top-drivers').count(), WAIT).toBeGreaterThan(0);
    await page.screenshot({ path: 'e2e/artifacts/driver-contest.png', fullPage: true });
    await context.close();
  });

  it('shows the driver user its own standing, advice and the anonymised positions around it', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'driver', '/driver-contest/driver-list');
    await page.waitForURL('**/driver-contest/driver-list');
    await expect.poll(() => page.getByTestId('page-title').first().innerText(), WAIT).toBe('My standing');
    const standing = page.getByTestId('driver-standing');
    await expect.poll(() => standing.count(), WAIT).toBe(1);
    await expect.poll(() => standing.innerText(), WAIT).toContain('Events per 100 km');
    await expect.poll(() => page.getByTestId('driver-advice').count(), WAIT).toBe(1);

    // On the board the driver sees itself by name and the others only by rank.
    await page.goto('/driver-contest');
    await expect.poll(() => rows(page, 'top-drivers').count(), WAIT).toBeGreaterThan(0);
    const board = await page.getByTestId('top-drivers').innerText();
    expect(board).toContain('Slamet Riyadi');
    expect(board).toContain('You');
    expect(board).toMatch(/Driver #\d/);
    expect(await page.getByTestId('top-customers').count()).toBe(0);
    await context.close();
  });
});
