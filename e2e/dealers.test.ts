import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { DealerRow, DealerSetRow } from '@armada/domain';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { choose } from './support/form-fields.js';
import { callAs, tokenOf } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();

const GROUP = 'Java Partners';
const RENAMED = 'Java Partners Group';
const AREA = 'Jawa Bali';
const WAIT = { timeout: 15_000 };

type Listed<T> = { result: { data: T[] } };

/** The seed's group and area of the two demo dealers, put back afterwards for the other browser tests. */
const SEED = [
  { folder: '/api/user/user_org', name: 'dealer_group', code: 'GRP-NUSANTARA', dealer: 'DLR-JKT' },
  { folder: '/api/user/user_org', name: 'dealer_group', code: 'GRP-SURYA', dealer: 'DLR-SBY' },
  { folder: '/api/user/org_area', name: 'org_area', code: 'JATIM', dealer: 'DLR-SBY' },
];

async function restoreSeed(): Promise<void> {
  const token = await tokenOf(baseUrl, 'admin');
  const list = async <T>(path: string) => (await callAs<Listed<T>>(baseUrl, token, path)).result.data;
  const dealers = await list<DealerRow>('/api/user/user_org/list_user_org_dealer?all=true');
  for (const { folder, name, code, dealer } of SEED) {
    const sets = await list<DealerSetRow>(`${folder}/list_${name}`);
    const id = String(sets.find((set) => set.code === code)?.id);
    const dealerId = String(dealers.find((row) => row.code === dealer)?.id);
    const answer = await fetch(`${baseUrl}${folder}/edit_${name}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id, dealer_ids: dealerId }).toString(),
    });
    if (!answer.ok) throw new Error(`could not put ${dealer} back in ${code}: ${answer.status}`);
  }
}

/** The table row whose name cell reads `name`. */
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

/** Picks options of a multiple select, then closes its list (it stays open between picks) with a click on the panel title. */
async function chooseAll(page: Page, drawer: Locator, title: string, label: string, options: string[][]) {
  for (const [option = '', typed = ''] of options) await choose(page, drawer, label, option, typed);
  await drawer.getByText(title, { exact: true }).click();
}

async function deleteRow(page: Page, name: string, done: string): Promise<void> {
  await row(page, name).getByRole('button', { name: 'Delete' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => page.getByText(done).count(), WAIT).toBeGreaterThan(0);
  await expect.poll(() => row(page, name).count(), WAIT).toBe(0);
}

describe('dealer groups and areas', () => {
  afterAll(restoreSeed);

  it('shows dealers with cut names, their group and area, and the chosen one on a map', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'admin', '/dealer');
    await page.waitForURL('**/dealer');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), WAIT).toBe(2);
    // 'Dealer Surabaya' is 15 characters: the list cuts it at 14.
    await page.getByText('Dealer Surabay...', { exact: true }).click();
    await page.waitForURL(/\/dealer\?id=\d+/);
    const detail = page.getByRole('region', { name: 'Dealer' });
    await expect.poll(() => detail.getByRole('cell', { name: 'Surya Niaga Group' }).count(), WAIT).toBe(1);
    expect(await detail.getByRole('cell', { name: 'Jl. Ahmad Yani 88, Surabaya' }).count()).toBe(1);
    await expect
      .poll(() => detail.getByRole('region', { name: 'Position of Dealer Surabaya' }).locator('canvas').count(), WAIT)
      .toBe(1);

    await page.getByText('Jawa Timur (1)').click();
    await expect.poll(() => rows.count(), WAIT).toBe(1);
    await context.close();
  });

  it('shows a dealer its own group without offering changes', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'dealer', '/dealer');
    await page.waitForURL('**/dealer');
    await page.getByRole('tab', { name: 'Dealer groups' }).click();
    await expect.poll(() => row(page, 'GRP-NUSANTARA').count(), WAIT).toBe(1);
    // The dealers tab leaves the page once its fade-out ends; then the groups table is all there is.
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), WAIT).toBe(1);
    expect(await row(page, 'GRP-SURYA').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add group' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await context.close();
  });

  it('lets an administrator create a group of two dealers and an area, see, change and delete them', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'admin', '/dealer');
    await page.waitForURL('**/dealer');
    const drawer = page.getByRole('dialog');

    await page.getByRole('tab', { name: 'Dealer groups' }).click();
    await page.getByRole('button', { name: 'Add group' }).click();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => drawer.getByText('Please fill in the blank').count(), WAIT).toBe(1);
    await drawer.getByLabel('Name', { exact: true }).fill(GROUP);
    await chooseAll(page, drawer, 'New dealer group', 'Dealers', [['Dealer Jakarta Timur'], ['Dealer Surabaya']]);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => row(page, GROUP).count(), WAIT).toBe(1);
    expect(await row(page, GROUP).getByRole('cell', { name: 'GRP-JAVA-PARTNERS' }).count()).toBe(1);
    expect(await row(page, GROUP).getByRole('cell', { name: '2', exact: true }).count()).toBe(1);

    await page.getByRole('tab', { name: 'Dealer areas' }).click();
    await page.getByRole('button', { name: 'Add area' }).click();
    await drawer.getByLabel('Name', { exact: true }).fill(AREA);
    const provinces = [
      ['Jawa Timur', 'Jawa Timur'],
      ['Bali', 'Bali'],
    ];
    await chooseAll(page, drawer, 'New dealer area', 'Provinces', provinces);
    await chooseAll(page, drawer, 'New dealer area', 'Cities', [['Kota Surabaya', 'Surabaya']]);
    await chooseAll(page, drawer, 'New dealer area', 'Dealers', [['Dealer Surabaya']]);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => row(page, AREA).count(), WAIT).toBe(1);
    expect(await row(page, AREA).getByRole('cell', { name: 'Jawa Timur (1 city), Bali' }).count()).toBe(1);
    await row(page, AREA).getByText(AREA, { exact: true }).click();
    for (const name of ['Dealer Surabaya', 'Bali', 'Kota Surabaya']) {
      await expect.poll(() => drawer.getByText(name, { exact: true }).count(), WAIT).toBe(1);
    }
    await drawer.getByRole('button', { name: 'Close' }).click();

    // The dealers tab filters by the new group and area.
    await page.getByRole('tab', { name: 'Dealers', exact: true }).click();
    await page.getByText(`${GROUP} (2)`).click();
    const dealerRows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => dealerRows.count(), WAIT).toBe(2);
    expect(await page.getByText(`${AREA} (1)`).count()).toBe(1);

    await page.getByRole('tab', { name: 'Dealer groups' }).click();
    await row(page, GROUP).getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => drawer.getByLabel('Name', { exact: true }).inputValue(), WAIT).toBe(GROUP);
    await drawer.getByLabel('Name', { exact: true }).fill(RENAMED);
    await drawer
      .locator('.ant-select-selection-item', { hasText: 'Dealer Jakarta Timur' })
      .locator('.ant-select-selection-item-remove')
      .click();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => row(page, RENAMED).getByRole('cell', { name: '1', exact: true }).count(), WAIT).toBe(1);
    expect(await row(page, 'Nusantara Motor Group').getByRole('cell', { name: '0', exact: true }).count()).toBe(1);

    await deleteRow(page, RENAMED, 'Dealer group deleted');
    await page.getByRole('tab', { name: 'Dealer areas' }).click();
    await deleteRow(page, AREA, 'Dealer area deleted');
    const token = await tokenOf(baseUrl, 'admin');
    const groups = await callAs<Listed<DealerSetRow>>(baseUrl, token, '/api/user/user_org/list_dealer_group');
    expect(groups.result.data.map((group) => group.name)).not.toContain(RENAMED);
    await context.close();
  });
});
