import { describe, expect, it } from 'vitest';
import { arrayLiteral, cellOf, gridCells } from './geo-cells.js';

describe('gridCells', () => {
  it('spreads a box over every 0.1° cell it touches, carrying the box along', () => {
    const cells = gridCells([
      { id: 7, organization_id: 3, min_lat: -6.33, max_lat: -6.27, min_lng: 107.19, max_lng: 107.21 },
    ]);
    expect(cells.cy).toEqual([-64, -64, -63, -63]);
    expect(cells.cx).toEqual([1071, 1072, 1071, 1072]);
    expect(cells.id).toEqual([7, 7, 7, 7]);
    expect(cells.org).toEqual([3, 3, 3, 3]);
    expect(cells.minLat).toEqual([-6.33, -6.33, -6.33, -6.33]);
    expect(cells.maxLng).toEqual([107.21, 107.21, 107.21, 107.21]);
  });

  it('puts a point in the cell its box test would look in', () => {
    expect(cellOf(-6.2611)).toBe(-63);
    expect(cellOf(107.1528)).toBe(1071);
    expect(cellOf(3.5862)).toBe(35);
  });

  it('gives nothing for no geofences', () => {
    expect(gridCells([]).id).toEqual([]);
  });
});

describe('arrayLiteral', () => {
  it('writes numbers as a PostgreSQL array and refuses what is not a number', () => {
    expect(arrayLiteral([1, -2.5, 107.1528])).toBe('{1,-2.5,107.1528}');
    expect(arrayLiteral([])).toBe('{}');
    expect(() => arrayLiteral([Number.NaN])).toThrow();
  });
});
