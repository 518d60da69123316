import { LOCAL_KEYS } from '../../../session/storageKeys';

/** The overlays a person can switch on the live map; all off until chosen. */
export const LAYER_KEYS = ['geofences', 'pools', 'stations'] as const;
export type LayerKey = (typeof LAYER_KEYS)[number];
export type LayerToggles = Record<LayerKey, boolean>;

export const ALL_OFF: LayerToggles = { geofences: false, pools: false, stations: false };

/** Per user, so two people sharing a browser keep their own choice (logout clears it, as every local key). */
export const togglesKey = (userId: number) => `${LOCAL_KEYS.mapLayers}.${userId}`;

export function readToggles(storage: Pick<Storage, 'getItem'>, userId: number): LayerToggles {
  try {
    const parsed = JSON.parse(storage.getItem(togglesKey(userId)) ?? '{}') as Partial<Record<string, unknown>>;
    return Object.fromEntries(LAYER_KEYS.map((key) => [key, parsed[key] === true])) as LayerToggles;
  } catch {
    return ALL_OFF;
  }
}

export function writeToggles(storage: Pick<Storage, 'setItem'>, userId: number, toggles: LayerToggles): void {
  storage.setItem(togglesKey(userId), JSON.stringify(toggles));
}
