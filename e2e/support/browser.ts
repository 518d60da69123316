import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium driven by playwright-core (no browser download). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS, headless: true });
}

export type Viewport = 'desktop' | 'phone';

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: Viewport = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const size = viewport === 'desktop' ? { width: 1366, height: 850 } : { width: 390, height: 844 };
  const context = await browser.newContext({ baseURL, viewport: size, locale: 'en-US' });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}

export const DEMO_PASSWORD = 'Armada#2026';

/** Signs in through the /sso page the way a person does, starting from a portal path. */
export async function signInThroughSso(page: Page, username: string, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.waitForURL(/\/sso\/login/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Picks `language` (as the list names it: 'Indonesia', '日本語') in the header's language switch. The
 * signed-in shell may draw its header again while it loads, which closes an open list: the pick is
 * then made again.
 */
export async function chooseLanguage(page: Page, language: string): Promise<void> {
  const option = page.getByRole('option', { name: language });
  for (let attempt = 1; ; attempt += 1) {
    if (!(await option.isVisible())) await page.getByRole('combobox', { name: 'Language' }).click();
    try {
      await option.click({ timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
}
