import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { periodBlocks } from './driver-blocks.js';

const DAY_MS = 86_400_000;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const numberOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

describe('periodBlocks', () => {
  it('cuts a period into aligned blocks of 1 to 32 days, the largest first where they fit', () => {
    // 2026-03-01 is day 20513 since 1970-01-01: odd, so a single day, then 2, 4, 8 days to day 20528.
    expect(periodBlocks({ from: '2026-03-01', to: '2026-03-20' })).toEqual([
      { level: 0, start: '2026-03-01' },
      { level: 1, start: '2026-03-02' },
      { level: 2, start: '2026-03-04' },
      { level: 3, start: '2026-03-08' },
      { level: 2, start: '2026-03-16' },
      { level: 0, start: '2026-03-20' },
    ]);
    expect(periodBlocks({ from: '2026-03-01', to: '2026-03-01' })).toEqual([{ level: 0, start: '2026-03-01' }]);
  });

  it('counts every day of any period once, in at most two blocks of each size and the largest blocks between', () => {
    fc.assert(
      fc.property(fc.integer({ min: 18_000, max: 22_000 }), fc.integer({ min: 0, max: 120 }), (start, length) => {
        const blocks = periodBlocks({ from: dayOf(start), to: dayOf(start + length) });
        let next = start;
        for (const block of blocks) {
          const at = numberOf(block.start);
          expect(at).toBe(next);
          expect(at % 2 ** block.level).toBe(0);
          next = at + 2 ** block.level;
        }
        expect(next).toBe(start + length + 1);
        for (const level of [0, 1, 2, 3, 4]) {
          expect(blocks.filter((b) => b.level === level).length).toBeLessThanOrEqual(2);
        }
        expect(blocks.length).toBeLessThanOrEqual(10 + Math.floor((length + 1) / 32));
      }),
    );
  });
});
