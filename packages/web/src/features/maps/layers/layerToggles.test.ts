import { describe, expect, it } from 'vitest';
import { ALL_OFF, readToggles, togglesKey, writeToggles } from './layerToggles';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('layer toggles', () => {
  it('start all off and come back as saved, per user', () => {
    const storage = memory();
    expect(readToggles(storage, 7)).toEqual(ALL_OFF);
    writeToggles(storage, 7, { geofences: true, pools: false, stations: true });
    expect(readToggles(storage, 7)).toEqual({ geofences: true, pools: false, stations: true });
    expect(readToggles(storage, 8)).toEqual(ALL_OFF);
    expect(togglesKey(7)).toBe('armada.mapLayers.7');
  });

  it('ignore what is broken or unknown', () => {
    const storage = memory();
    storage.setItem(togglesKey(1), '{not json');
    expect(readToggles(storage, 1)).toEqual(ALL_OFF);
    storage.setItem(togglesKey(1), JSON.stringify({ stations: 'yes', pools: true, extra: true }));
    expect(readToggles(storage, 1)).toEqual({ geofences: false, pools: true, stations: false });
  });
});
