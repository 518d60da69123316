import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { exposeMap, openMaps } from './support/maps-page.js';
import { choose } from './support/form-fields.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 15_000 };
const GROUP = 'Gudang Uji Peramban';
const PLACE = 'Geofence Uji Peramban';
const RENAMED = 'Geofence Uji Diubah';
const SITE = 'Bengkel Uji Ponsel';

type PlacesWindow = {
  __armadaMap?: {
    getSource(id: string): { getData?: () => Promise<{ features: { properties: { name: string } }[] }> } | undefined;
    getCanvas(): HTMLCanvasElement;
  } | null;
};

/** The names of the places drawn by the places mode's layer. */
const drawnNames = (page: Page) =>
  page.evaluate(async () => {
    const source = (window as unknown as PlacesWindow).__armadaMap?.getSource('places-areas');
    const data = await source?.getData?.();
    return (data?.features ?? []).map((f) => f.properties.name);
  });

/** Clicks the map canvas `dx`, `dy` pixels from its centre, moving there first as a hand would. */
async function clickMap(page: Page, dx: number, dy: number): Promise<void> {
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('no map canvas');
  const x = box.x + box.width / 2 + dx;
  const y = box.y + box.height / 2 + dy;
  await page.mouse.move(x, y, { steps: 4 });
  await page.mouse.down();
  await page.mouse.up();
}

const panel = (page: Page) => page.getByRole('list', { name: 'Location groups' });

describe('places on the map', () => {
  it('creates a group, draws a geofence in it, renames it, is refused deleting the group, then deletes both', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await exposeMap(page);
    await openMaps(page, 'customer');
    await page.locator('.ant-segmented').getByText('Places').click();
    await expect.poll(() => panel(page).getByText('Pool & Depo').count(), WAIT).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'New group' }).click();
    const groupDialog = page.getByRole('dialog', { name: 'New group' });
    await groupDialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => groupDialog.getByText('Please input location group name').count(), WAIT).toBe(1);
    await groupDialog.getByLabel('Location group name').fill(GROUP);
    await groupDialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => panel(page).getByText(GROUP).count(), WAIT).toBe(1);

    await page.getByRole('button', { name: 'Add place' }).hover();
    await page.getByRole('menuitem', { name: 'Geofence: draw an outline' }).click();
    await page.getByRole('status').filter({ hasText: 'click the first corner' }).waitFor();
    for (const [dx, dy] of [
      [-80, -60],
      [80, -60],
      [90, 70],
      [-70, 60],
      [-80, -60],
    ] as const)
      await clickMap(page, dx, dy);

    const placeDialog = page.getByRole('dialog', { name: 'New place' });
    await placeDialog.waitFor();
    await placeDialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => placeDialog.getByText('Please input location name').count(), WAIT).toBe(1);
    await placeDialog.getByLabel('Location name').fill(PLACE);
    await choose(page, placeDialog, 'Location group', GROUP);
    await placeDialog.getByRole('button', { name: 'Save' }).click();
    await placeDialog.waitFor({ state: 'hidden' });
    const group = panel(page).getByRole('listitem', { name: GROUP });
    await expect.poll(() => group.getByText(PLACE).count(), WAIT).toBe(1);
    await expect.poll(() => drawnNames(page), WAIT).toContain(PLACE);
    await page.screenshot({ path: 'e2e/artifacts/places.png' });

    await group.getByText(PLACE).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit place' });
    await editDialog.getByLabel('Location name').fill(RENAMED);
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await editDialog.waitFor({ state: 'hidden' });
    await expect.poll(() => group.getByText(RENAMED).count(), WAIT).toBe(1);
    await expect.poll(() => drawnNames(page), WAIT).toContain(RENAMED);

    await page.getByRole('button', { name: `Delete group ${GROUP}` }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => page.getByText('All locations must be removed before a location group is deleted').count(), WAIT)
      .toBeGreaterThan(0);
    expect(await group.getByText(RENAMED).count()).toBe(1);

    await group.getByText(RENAMED).click();
    const again = page.getByRole('dialog', { name: 'Edit place' });
    await again.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await again.waitFor({ state: 'hidden' });
    await expect.poll(() => group.getByText(RENAMED).count(), WAIT).toBe(0);
    await expect.poll(() => drawnNames(page), WAIT).not.toContain(RENAMED);

    await page.getByRole('button', { name: `Delete group ${GROUP}` }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => panel(page).getByText(GROUP).count(), WAIT).toBe(0);
    await context.close();
  });

  it('on a phone, lists places in a sheet that steps aside to let a site be placed on the map', async () => {
    const { context, page } = await newPage(browser(), baseUrl, 'phone');
    await exposeMap(page);
    await openMaps(page, 'customer2');
    await page.locator('.ant-segmented').getByText('Places').click();
    await page.getByRole('button', { name: 'Places' }).click();
    await expect.poll(() => panel(page).getByText('Depo Sidoarjo').count(), WAIT).toBe(1);

    await page.getByRole('button', { name: 'Add place' }).click();
    await page.getByRole('menuitem', { name: 'Site: place a marker' }).click();
    await page.getByRole('status').filter({ hasText: 'Click on the map where the place is' }).waitFor();
    await expect.poll(() => panel(page).isVisible(), WAIT).toBe(false);
    await clickMap(page, 0, -40);
    const dialog = page.getByRole('dialog', { name: 'New place' });
    await dialog.getByLabel('Location name').fill(SITE);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('Please input marker type').count(), WAIT).toBe(1);
    await choose(page, dialog, 'Marker type', 'Workshop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => drawnNames(page), WAIT).toContain(SITE);
    await page.screenshot({ path: 'e2e/artifacts/places-phone.png' });

    await page.getByRole('button', { name: 'Places' }).click();
    await panel(page).getByText(SITE).click();
    const edit = page.getByRole('dialog', { name: 'Edit place' });
    await edit.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => drawnNames(page), WAIT).not.toContain(SITE);
    await context.close();
  });
});
