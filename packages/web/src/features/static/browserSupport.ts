/**
 * What the portal needs of a browser, checked before the app mounts. Syntax (ES2020 and later) cannot
 * be tested once the bundle has parsed, so the check asks for the APIs that come with it, and for
 * WebGL, which the maps draw with. Pure: the window is passed in, so a test can hand it a fake.
 */
export const FEATURES = [
  'fetch',
  'promise_all_settled',
  'structured_clone',
  'array_at',
  'resize_observer',
  'websocket',
  'time_zone',
  'webgl',
] as const;
export type Feature = (typeof FEATURES)[number];

/** The page browsers that miss a feature are sent to, with `?missing=` naming them. */
export const UNSUPPORTED_PATH = '/unsupported';
export const MISSING_PARAM = 'missing';

type Callable = (this: unknown, ...args: unknown[]) => unknown;

function field(owner: unknown, key: string): unknown {
  const reachable = (typeof owner === 'object' && owner !== null) || typeof owner === 'function';
  return reachable ? (owner as Record<string, unknown>)[key] : undefined;
}

const isFunction = (value: unknown): value is Callable => typeof value === 'function';

/** Calls `owner[key](...args)` with `owner` as `this`; undefined when there is no such method. */
function invoke(owner: unknown, key: string, ...args: unknown[]): unknown {
  const method = field(owner, key);
  return isFunction(method) ? method.apply(owner, args) : undefined;
}

function hasTimeZone(scope: object): boolean {
  const format = field(field(scope, 'Intl'), 'DateTimeFormat');
  if (!isFunction(format)) return false;
  const zone = field(invoke(format.call(field(scope, 'Intl')), 'resolvedOptions'), 'timeZone');
  return typeof zone === 'string' && zone !== '';
}

function hasWebGl(scope: object): boolean {
  const canvas = invoke(field(scope, 'document'), 'createElement', 'canvas');
  const context = invoke(canvas, 'getContext', 'webgl2') ?? invoke(canvas, 'getContext', 'webgl');
  if (context === undefined || context === null) return false;
  // Browsers keep only a few contexts alive: this one is given back at once.
  invoke(invoke(context, 'getExtension', 'WEBGL_lose_context'), 'loseContext');
  return true;
}

const CHECKS: Record<Feature, (scope: object) => boolean> = {
  fetch: (scope) => isFunction(field(scope, 'fetch')),
  promise_all_settled: (scope) => isFunction(field(field(scope, 'Promise'), 'allSettled')),
  structured_clone: (scope) => isFunction(field(scope, 'structuredClone')),
  array_at: (scope) => isFunction(field(field(field(scope, 'Array'), 'prototype'), 'at')),
  resize_observer: (scope) => isFunction(field(scope, 'ResizeObserver')),
  websocket: (scope) => isFunction(field(scope, 'WebSocket')),
  time_zone: hasTimeZone,
  webgl: hasWebGl,
};

/** The features the browser lacks, in FEATURES order; a check that throws counts as missing. */
export function missingFeatures(scope: object): Feature[] {
  return FEATURES.filter((feature) => {
    try {
      return !CHECKS[feature](scope);
    } catch {
      return true;
    }
  });
}

/** Where to send a browser that lacks `missing`, or null to go on (nothing missing, or already there). */
export function unsupportedRedirect(missing: readonly Feature[], pathname: string): string | null {
  if (missing.length === 0 || pathname === UNSUPPORTED_PATH) return null;
  return `${UNSUPPORTED_PATH}?${new URLSearchParams({ [MISSING_PARAM]: missing.join(',') }).toString()}`;
}

/** What /unsupported can name: the features above and module scripts (index.html's nomodule fallback). */
export const MISSING_NAMES = ['modules', ...FEATURES] as const;
export type MissingName = (typeof MISSING_NAMES)[number];

/** The known names in a `?missing=` value (comma separated); unknown names are dropped. */
export function parseMissing(value: string | null): MissingName[] {
  const named = new Set((value ?? '').split(',').map((name) => name.trim()));
  return MISSING_NAMES.filter((name) => named.has(name));
}
