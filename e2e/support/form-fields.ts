import type { Locator, Page } from 'playwright-core';

/**
 * Picks an option of an antd Select found by its form label: opens it, types to narrow a searchable
 * list, and clicks the option showing `option`.
 */
export async function choose(
  page: Page,
  scope: Page | Locator,
  label: string,
  option: string,
  typed = '',
): Promise<void> {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  const shown = scope.locator('.ant-form-item', { has: box }).locator('.ant-select-content').first();
  for (let attempt = 1; ; attempt += 1) {
    await box.click();
    if (typed) await page.keyboard.type(typed);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
    // Under a loaded machine a click can land as the list opens and pick nothing (the save then says
    // "Color has not been selected"): the field is read back and the pick made again. A select outside
    // a form item has nothing to read back.
    const text = await shown.textContent({ timeout: 2_000 }).catch(() => null);
    if (text === null || text.includes(option) || attempt === 3) return;
  }
}

/** Types a day into an antd DatePicker found by its label (YYYY-MM-DD) and leaves it, which keeps it (Enter would submit the form). */
export async function pickDate(scope: Page | Locator, label: string, day: string): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(day);
  await input.press('Tab');
}

/**
 * Waits for the page a saved form goes to; if the form refuses instead (a field's message, the
 * server's answer), fails at once with what it says rather than timing out with nothing to go on.
 */
export async function waitForSavedURL(page: Page, url: RegExp): Promise<void> {
  const refused = page.locator('.ant-form-item-explain-error, .ant-alert-error').first();
  // The loser of the race times out later; its rejection is absorbed here, not left unhandled.
  const saved = page.waitForURL(url).then(() => 'saved' as const);
  const refusal = refused.waitFor().then(
    () => 'refused' as const,
    () => 'timeout' as const,
  );
  const outcome = await Promise.race([saved, refusal]);
  if (outcome === 'refused') throw new Error(`the form refused the save: ${await refused.textContent()}`);
  await saved;
}
