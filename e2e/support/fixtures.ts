import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';

/** One Chromium per test file, closed after it; `baseUrl` is the server global-setup started. */
export function useBrowser(): { browser: () => Browser; baseUrl: string } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    browser: () => {
      if (!browser) throw new Error('browser not started');
      return browser;
    },
    baseUrl: inject('baseUrl'),
  };
}
