import { describe, expect, it } from 'vitest';
import { circleBounds } from './geometry.js';
import { checkPlaceShape, ringSelfIntersects } from './place-geometry.js';

const polygon = (ring: number[][]) => ({
  shape: 'polygon' as const,
  geometry: JSON.stringify({ type: 'Polygon', coordinates: [ring] }),
});
const circle = (coordinates: unknown, radius?: number) => ({
  shape: 'circle' as const,
  geometry: JSON.stringify({ type: 'Point', coordinates }),
  radius,
});
const SQUARE = [
  [107.1, -6.3],
  [107.2, -6.3],
  [107.2, -6.2],
  [107.1, -6.2],
  [107.1, -6.3],
];
const problemOf = (result: ReturnType<typeof checkPlaceShape>) => (result.ok ? 'ok' : result.problem);

describe('checkPlaceShape', () => {
  it('takes a closed ring and answers its bounding box', () => {
    const result = checkPlaceShape(polygon(SQUARE));
    expect(result).toMatchObject({ ok: true, shape: 'polygon' });
    expect(result.ok && result.bounds).toEqual({ minLng: 107.1, minLat: -6.3, maxLng: 107.2, maxLat: -6.2 });
  });

  it('takes a circle of 10 m to 50 km, its box from the radius', () => {
    const result = checkPlaceShape(circle([107.1, -6.3], 500));
    expect(result.ok && result.bounds).toEqual(circleBounds([107.1, -6.3], 500));
    expect(problemOf(checkPlaceShape(circle([107.1, -6.3], 10)))).toBe('ok');
    expect(problemOf(checkPlaceShape(circle([107.1, -6.3], 50_000)))).toBe('ok');
    for (const radius of [9.9, 50_001, undefined, Number.NaN]) {
      expect(problemOf(checkPlaceShape(circle([107.1, -6.3], radius))), String(radius)).toBe('radius');
    }
  });

  it('names what is wrong with a broken shape', () => {
    const open = SQUARE.slice(0, 4);
    const twoCorners = [SQUARE[0], SQUARE[1], SQUARE[0]] as number[][];
    const many = Array.from({ length: 501 }, (_, i) => [107 + Math.cos(i / 80), -6 + Math.sin(i / 80)]);
    const cases: [Parameters<typeof checkPlaceShape>[0], string][] = [
      [polygon(open), 'not_closed'],
      [polygon(twoCorners), 'vertex_count'],
      [polygon([...many, many[0] as number[]]), 'vertex_count'],
      [polygon(SQUARE.map(([lng, lat]) => [lng as number, (lat as number) - 90])), 'out_of_range'],
      [
        polygon([
          [107.1, -6.3],
          [107.2, -6.2],
          [107.2, -6.3],
          [107.1, -6.2],
          [107.1, -6.3],
        ]),
        'self_intersecting',
      ],
      [
        { shape: 'polygon', geometry: '{"type":"Polygon","coordinates":[[[1,null],[1,2],[2,2],[1,null]]]}' },
        'not_geojson',
      ],
      [
        {
          shape: 'polygon',
          geometry: '{"type":"Polygon","coordinates":[[[1,1],[1,2],[2,2],[1,1]],[[1,1],[1,2],[2,2],[1,1]]]}',
        },
        'wrong_type',
      ],
      [{ shape: 'polygon', geometry: 'nope' }, 'not_geojson'],
      [{ shape: 'polygon', geometry: 'null' }, 'not_geojson'],
      [{ ...circle([107, -6], 100), shape: 'polygon' }, 'wrong_type'],
      [{ ...polygon(SQUARE), shape: 'circle', radius: 100 }, 'wrong_type'],
      [circle([181, -6], 100), 'out_of_range'],
      [circle([107], 100), 'not_geojson'],
    ];
    for (const [input, problem] of cases)
      expect(problemOf(checkPlaceShape(input)), input.geometry.slice(0, 60)).toBe(problem);
  });

  it('tells a bow tie from a concave outline', () => {
    const concave = [
      [0, 0],
      [4, 0],
      [4, 4],
      [2, 1],
      [0, 4],
      [0, 0],
    ] as [number, number][];
    expect(ringSelfIntersects(concave)).toBe(false);
    const bowTie = [
      [0, 0],
      [4, 4],
      [4, 0],
      [0, 4],
      [0, 0],
    ] as [number, number][];
    expect(ringSelfIntersects(bowTie)).toBe(true);
    const touching = [
      [0, 0],
      [4, 0],
      [2, 0],
      [2, 3],
      [0, 0],
    ] as [number, number][];
    expect(ringSelfIntersects(touching)).toBe(true);
  });
});
