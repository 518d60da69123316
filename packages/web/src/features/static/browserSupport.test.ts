import { describe, expect, it } from 'vitest';
import { FEATURES, missingFeatures, parseMissing, unsupportedRedirect } from './browserSupport';

/** A window-like object with everything the portal needs; tests take parts away. */
function modernScope(overrides: Record<string, unknown> = {}) {
  let lost = 0;
  const context = {
    getExtension: (name: string) => (name === 'WEBGL_lose_context' ? { loseContext: () => (lost += 1) } : null),
  };
  const scope: Record<string, unknown> = {
    fetch: () => undefined,
    Promise: { allSettled: () => undefined },
    structuredClone: () => undefined,
    Array: { prototype: { at: () => undefined } },
    ResizeObserver: function ResizeObserver() {},
    WebSocket: function WebSocket() {},
    Intl: { DateTimeFormat: () => ({ resolvedOptions: () => ({ timeZone: 'Asia/Jakarta' }) }) },
    document: {
      createElement: (tag: string) => ({
        getContext: (kind: string) => (tag === 'canvas' && kind === 'webgl2' ? context : null),
      }),
    },
    ...overrides,
  };
  return { scope, lost: () => lost };
}

describe('missingFeatures', () => {
  it('finds nothing missing in a browser that has every feature, and gives the WebGL context back', () => {
    const { scope, lost } = modernScope();
    expect(missingFeatures(scope)).toEqual([]);
    expect(lost()).toBe(1);
  });

  it('names each feature taken away, in order', () => {
    const { scope } = modernScope({
      structuredClone: undefined,
      Promise: {},
      Array: { prototype: {} },
      WebSocket: 'not a constructor',
    });
    expect(missingFeatures(scope)).toEqual(['promise_all_settled', 'structured_clone', 'array_at', 'websocket']);
  });

  it('accepts WebGL 1 when WebGL 2 is not there, and misses WebGL when neither is', () => {
    const webgl1 = modernScope({
      document: { createElement: () => ({ getContext: (kind: string) => (kind === 'webgl' ? {} : null) }) },
    });
    expect(missingFeatures(webgl1.scope)).toEqual([]);
    const none = modernScope({ document: { createElement: () => ({ getContext: () => null }) } });
    expect(missingFeatures(none.scope)).toEqual(['webgl']);
  });

  it('counts a time zone Intl cannot name, and a check that throws, as missing', () => {
    const { scope } = modernScope({
      Intl: { DateTimeFormat: () => ({ resolvedOptions: () => ({}) }) },
      document: {
        createElement: () => {
          throw new Error('no canvas');
        },
      },
    });
    expect(missingFeatures(scope)).toEqual(['time_zone', 'webgl']);
  });

  it('finds everything missing in an empty object', () => {
    expect(missingFeatures({})).toEqual([...FEATURES]);
  });
});

describe('unsupportedRedirect', () => {
  it('sends a browser that lacks features to /unsupported naming them', () => {
    expect(unsupportedRedirect(['fetch', 'webgl'], '/maps')).toBe('/unsupported?missing=fetch%2Cwebgl');
  });

  it('stays when nothing is missing or the browser is already on /unsupported', () => {
    expect(unsupportedRedirect([], '/maps')).toBeNull();
    expect(unsupportedRedirect(['webgl'], '/unsupported')).toBeNull();
  });
});

describe('parseMissing', () => {
  it('keeps the known features of the query value and drops the rest', () => {
    expect(parseMissing('webgl,<script>, fetch')).toEqual(['fetch', 'webgl']);
    expect(parseMissing('modules')).toEqual(['modules']);
    expect(parseMissing(null)).toEqual([]);
  });
});
