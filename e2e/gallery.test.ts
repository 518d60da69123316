import { describe, expect, it } from 'vitest';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 20_000 };

describe('remaining pages', () => {
  it('shows a signed-in admin the component gallery: local table rows, filters and the map canvas', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'admin', '/masterComponent');
    await page.waitForURL('**/masterComponent');
    await expect.poll(() => page.getByTestId('page-title').first().innerText(), WAIT).toBe('Component gallery');

    const table = page.getByTestId('gallery-table');
    const rows = table.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), WAIT).toBe(5);
    expect(await rows.first().innerText()).toContain('Pickup 01');
    // The search box filters the made-up rows in the browser.
    await table.getByPlaceholder('Search vehicle or plate').fill('van');
    await table.getByPlaceholder('Search vehicle or plate').press('Enter');
    await expect.poll(() => rows.count(), WAIT).toBe(4);
    expect(await rows.allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('Van 01')]));

    const map = page.getByTestId('gallery-map');
    await expect.poll(() => map.locator('canvas').count(), WAIT).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('gallery-chart').getByRole('img', { name: 'Vehicles by status' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /Download/ }).isDisabled()).toBe(true);
    await page.screenshot({ path: 'e2e/artifacts/gallery.png', fullPage: true });

    await page.goto('/job-management');
    await expect.poll(() => page.getByTestId('page-title').first().innerText(), WAIT).toBe('Job management');
    expect(await page.getByText('Assign delivery jobs to trucks and drivers').count()).toBe(1);
    await context.close();
  });

  it('lays the same gallery out on /testSwipe as cards in a scroll-snapped row', async () => {
    const { context, page } = await newPage(browser(), baseUrl, 'phone');
    await signInThroughSso(page, 'admin', '/testSwipe');
    await page.waitForURL('**/testSwipe', WAIT);
    await expect.poll(() => page.getByTestId('page-title').first().innerText(), WAIT).toBe('Component gallery (touch)');
    const strip = page.getByRole('region', { name: 'Component gallery (touch)' });
    expect(await strip.evaluate((element) => getComputedStyle(element).scrollSnapType)).toBe('x mandatory');
    await expect.poll(() => strip.locator('.ant-table-tbody tr.ant-table-row').count(), WAIT).toBe(5);
    // The cards sit side by side: the row scrolls sideways.
    expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await context.close();
  });

  it('sends an anonymous visitor of /masterComponent or /testSwipe to sign in', async () => {
    for (const path of ['/masterComponent', '/testSwipe']) {
      const { context, page } = await newPage(browser(), baseUrl);
      await page.goto(path);
      await page.waitForURL(/\/sso\/login/, WAIT);
      expect(await page.getByLabel('Username').count()).toBe(1);
      await context.close();
    }
  });

  it('names what the browser lacks and the supported browsers on /unsupported', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await page.goto('/unsupported?missing=webgl');
    await expect.poll(() => page.getByTestId('page-title').first().innerText(), WAIT).toBe('Browser not supported');
    expect(await page.getByTestId('unsupported-missing').innerText()).toContain('WebGL (maps)');
    expect(await page.getByText('a current version of Firefox').count()).toBe(1);
    await context.close();
  });

  it('sends a browser without WebGL to /unsupported before the portal mounts', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await context.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
        return kind.startsWith('webgl') ? null : original.call(this, kind, ...rest);
      } as typeof original;
    });
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/unsupported' && url.search === '?missing=webgl', WAIT);
    expect(await page.getByTestId('unsupported-missing').innerText()).toContain('WebGL (maps)');
    await context.close();
  });
});
