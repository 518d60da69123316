import { describe, expect, it } from 'vitest';
import { chooseLanguage, newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 20_000 };

describe('help wiki', () => {
  it('a user switches to Indonesian, searches the wiki and opens the guide from the result', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'customer', '/vehicles/list');
    await page.waitForURL('**/vehicles/list');
    // The screen's Help link opens its guide.
    await page.getByTestId('help-link').click();
    await page.waitForURL('**/wiki/view/fleet/vehicles');
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'Vehicles', exact: true }).count(), WAIT)
      .toBe(1);

    await chooseLanguage(page, 'Indonesia');
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'Kendaraan', exact: true }).count(), WAIT)
      .toBe(1);

    await page.getByRole('searchbox', { name: 'Cari di wiki bantuan' }).fill('melaporkan');
    const results = page.getByTestId('wiki-results');
    // The search waits for the typing pause (1500 ms), then shows the ranked results with the match marked.
    await expect.poll(() => results.count(), WAIT).toBe(1);
    const first = results.locator('.ant-list-item').first();
    expect(await first.getByRole('link').innerText()).toBe('Menjalankan laporan');
    expect(await first.locator('mark').first().innerText()).toMatch(/lapor/i);
    await page.screenshot({ path: 'e2e/artifacts/wiki-search.png' });
    await first.getByRole('link').click();
    await page.waitForURL('**/wiki/view/reports/reports');
    // The guide's title, then its own sections (one of which is named like it).
    await expect.poll(() => page.locator('article h2').first().innerText(), WAIT).toBe('Menjalankan laporan');
    expect(await page.getByRole('navigation', { name: 'Daftar isi' }).count()).toBe(1);
    await context.close();
  });

  it('an editor edits a guide and readers see the change', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'admin', '/wiki/menu');
    await page.waitForURL('**/wiki/menu');
    const leasing = page.locator('.ant-card').filter({ has: page.getByRole('link', { name: 'Leasing', exact: true }) });
    await leasing.getByRole('link', { name: 'Edit' }).nth(1).click();
    await page.waitForURL('**/wiki/guide?id=*');
    const body = page.getByLabel('Text (Markdown)').first();
    await expect.poll(() => body.inputValue(), WAIT).toContain('Leasing companies');
    await body.fill('## Leasing in short\n\nAsk your **dealer** first.\n\n<script>window.hacked = 1</script>');
    // The preview renders the Markdown, and nothing of the raw HTML.
    const preview = page.getByLabel('Preview').first();
    await expect.poll(() => preview.locator('strong').innerText(), WAIT).toBe('dealer');
    expect(await preview.locator('script').count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/wiki/menu');

    await page.goto('/wiki/view/leasing/leasing');
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'Leasing in short', exact: true }).count(), WAIT)
      .toBe(1);
    expect(await page.locator('article strong').innerText()).toBe('dealer');
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await context.close();
  });
});
