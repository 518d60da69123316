import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { checkGuard, ROUTES, type Viewer } from '@armada/domain';
import { newPage, signInThroughSso, type Viewport } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { tokenOf } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();

/** axe-core's script, evaluated in the page: the portal's CSP refuses an injected <script> tag. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The roles a screen is checked as: the first of them the screen lets in. */
const ROLES = ['root', 'admin', 'dealer', 'customer', 'leasing', 'callcenter', 'driver'] as const;

/** Paths not checked: leaving the portal, and screens that need an id in their path. */
const isChecked = (path: string) => path !== '/logout' && !path.includes(':');

/** The viewer a token carries, as the web decodes it to guard its routes. */
function viewerOf(token: string): Viewer {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Viewer;
}

/** Every checked screen, with the first role that may open it at the viewport's width. */
async function screensByRole(viewport: Viewport): Promise<Map<string, string[]>> {
  const width = viewport === 'desktop' ? 1366 : 390;
  const viewers = await Promise.all(ROLES.map(async (role) => [role, viewerOf(await tokenOf(baseUrl, role))] as const));
  const byRole = new Map<string, string[]>();
  for (const route of ROUTES.filter((r) => !r.guard.public && !r.redirectTo && isChecked(r.path))) {
    const role = viewers.find(([, viewer]) => checkGuard(route.guard, viewer, width).allow)?.[0];
    if (role) byRole.set(role, [...(byRole.get(role) ?? []), route.path]);
  }
  return byRole;
}

type Violation = { path: string; id: string; impact: string; targets: string[] };

/**
 * Lets the page's finite animations end (a badge zooming in is half transparent until it has): axe
 * measures contrast as drawn at that moment. Spinners run forever and are not waited for; 2 s at most.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/** The serious and critical violations axe finds on the page as it stands. */
async function seriousViolations(page: Page, path: string): Promise<Violation[]> {
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<AxeResults> } }).axe;
    return (await axe.run(document)).violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return results.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ path, ...v }));
}

/** Opens a screen and waits until it has drawn: no spinner left, the page's heading or main content in place. */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === path || !url.pathname.startsWith('/sso'));
  await page.locator('main').first().waitFor();
  await page
    .locator('.ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

async function checkScreens(viewport: Viewport): Promise<{ checked: number; violations: Violation[] }> {
  const violations: Violation[] = [];
  let checked = 0;
  for (const [role, paths] of await screensByRole(viewport)) {
    const { context, page } = await newPage(browser(), baseUrl, viewport);
    await signInThroughSso(page, role);
    await page.waitForURL((url) => !url.pathname.startsWith('/sso') && url.pathname !== '/login');
    for (const path of paths) {
      await openScreen(page, path);
      violations.push(...(await seriousViolations(page, path)));
      checked += 1;
    }
    await context.close();
  }
  return { checked, violations };
}

/** Waits until the page has landed: /login goes on by itself to the server's sign-in page once the app has started. */
async function landed(page: Page, path: string): Promise<void> {
  if (path === '/login') await page.waitForURL(/\/sso\/login/);
  await page.waitForLoadState('networkidle');
}

/** The screens a signed-out visitor meets: the sign-in page (the server's /sso) and the public ones. */
const SIGNED_OUT = ['/login', '/forgot-password', '/privacy-policy', '/unsupported?missing=webgl', '/share_location'];

describe('accessibility', () => {
  it('finds no serious or critical axe violation on the sign-in page and the public screens', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    const violations: Violation[] = [];
    for (const path of SIGNED_OUT) {
      await page.goto(path);
      await landed(page, path);
      violations.push(...(await seriousViolations(page, new URL(page.url()).pathname)));
    }
    await context.close();
    expect(violations).toEqual([]);
  });

  it('finds no serious or critical axe violation on any screen a demo role can open on a desktop', async () => {
    const { checked, violations } = await checkScreens('desktop');
    expect(checked).toBeGreaterThan(100);
    expect(violations).toEqual([]);
  }, 600_000);

  it('finds none at phone width either, on the screens a phone may open', async () => {
    const { checked, violations } = await checkScreens('phone');
    expect(checked).toBeGreaterThan(20);
    expect(violations).toEqual([]);
  }, 600_000);
});
