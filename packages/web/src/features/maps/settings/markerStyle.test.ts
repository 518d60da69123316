import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_SETTINGS } from '@armada/domain';
import { shade } from './markerDrawing';
import { markerStyle } from './markerStyle';

describe('markerStyle', () => {
  it('draws the default as a 24 x 62 truck with a ring just outside it', () => {
    expect(markerStyle(DEFAULT_MAP_SETTINGS)).toEqual({ icon: 'truck', iconSize: 1, dotRadius: 6, selectedRadius: 34 });
  });

  it('scales every icon by the size', () => {
    expect(markerStyle({ marker_icon: 'Truck', marker_size: 'Large' })).toMatchObject({
      icon: 'truck',
      selectedRadius: 45,
    });
    expect(markerStyle({ marker_icon: 'Arrow', marker_size: 'Small' }).iconSize).toBeCloseTo(2 / 3);
    expect(markerStyle({ marker_icon: 'Dot', marker_size: 'Large' })).toMatchObject({ icon: null, dotRadius: 8 });
  });
});

describe('shade', () => {
  it('mixes a colour towards black or white', () => {
    expect(shade('#2e9e44', 0)).toBe('#2e9e44');
    expect(shade('#808080', -0.5)).toBe('#404040');
    expect(shade('#000000', 1)).toBe('#ffffff');
  });
});
