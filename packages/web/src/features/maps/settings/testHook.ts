import type { Map as MapLibreMap } from 'maplibre-gl';

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting Window needs an interface
  interface Window {
    /** Set by the browser tests before the app loads; never in normal use. */
    __ARMADA_TEST_HOOKS__?: boolean;
    __armadaMap?: MapLibreMap | null;
  }
}

/** Hands the map to the browser tests, which read its sources and layers; only when they asked for it. */
export function exposeMapForTests(map: MapLibreMap | null): void {
  if (window.__ARMADA_TEST_HOOKS__ === true) window.__armadaMap = map;
}
