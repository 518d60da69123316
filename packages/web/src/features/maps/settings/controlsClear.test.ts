import { describe, expect, it } from 'vitest';
import { controlShift } from './controlsClear';

describe('controlShift', () => {
  it('is the part of the map under the drawer', () => {
    expect(controlShift({ right: 1342, width: 770 }, 1366, 380)).toBe(356);
  });

  it('is nothing without a drawer, when the map ends before it, or when too little map is left', () => {
    expect(controlShift({ right: 1342, width: 770 }, 1366, 0)).toBe(0);
    expect(controlShift({ right: 900, width: 600 }, 1366, 380)).toBe(0);
    expect(controlShift({ right: 1076, width: 504 }, 1100, 380)).toBe(0);
  });
});
