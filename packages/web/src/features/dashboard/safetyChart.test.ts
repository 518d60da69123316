import { describe, expect, it } from 'vitest';
import type { SafetyBand } from '@armada/domain';
import { firstLevel, SAFETY_COLORS, safetyChartOption } from './safetyChart';

const band = (level: SafetyBand['level'], count: number): SafetyBand => ({ level, count, vehicles: [] });

describe('safetyChartOption', () => {
  it('draws one bar per level, best first, in its colour, with a missing level as 0', () => {
    const option = safetyChartOption([band('good', 3), band('very_bad', 1)], (level) => level.toUpperCase(), String);
    const xAxis = option.xAxis as { data: string[] };
    const [series] = option.series as { data: { value: number; itemStyle: { color: string } }[] }[];
    expect(xAxis.data).toEqual(['VERY_GOOD', 'GOOD', 'MEDIUM', 'BAD', 'VERY_BAD']);
    expect(series?.data.map((d) => d.value)).toEqual([0, 3, 0, 0, 1]);
    expect(series?.data[4]?.itemStyle.color).toBe(SAFETY_COLORS.very_bad);
  });
});

describe('firstLevel', () => {
  it('opens the worst level that holds vehicles', () => {
    expect(firstLevel([band('very_good', 4), band('medium', 2), band('very_bad', 0)])).toBe('medium');
    expect(firstLevel([])).toBe('very_good');
  });
});
