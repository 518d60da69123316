import { describe, expect, it } from 'vitest';
import type { ProductivityRow } from '@armada/domain';
import { chartHeight, utilisationChart } from './utilisationChart';

const row = (index: number, utilisation_pct: number): ProductivityRow => ({
  imei: String(index),
  vehicle_name: `Truck ${index}`,
  vehicle_number: index % 2 === 0 ? `B ${index} XY` : null,
  distance_km: 10,
  engine_s: 3600,
  moving_s: 1800,
  idle_s: 1800,
  active_days: 1,
  utilisation_pct,
  idle_pct: 50,
});

describe('utilisationChart', () => {
  it('keeps the first 20 vehicles in the given order, named by plate or else by name', () => {
    const rows = Array.from({ length: 25 }, (_, index) => row(index, index * 4));
    const data = utilisationChart(rows, 'Utilisation');
    expect(data.labels).toHaveLength(20);
    expect(data.labels.slice(0, 2)).toEqual(['B 0 XY', 'Truck 1']);
    expect(data.series[0]?.values.slice(0, 3)).toEqual([0, 4, 8]);
    expect(data.horizontal).toBe(true);
  });

  it('caps a share at 100 and writes it as a rounded percentage', () => {
    const data = utilisationChart([row(1, 130)], 'Utilisation');
    expect(data.series[0]?.values).toEqual([100]);
    expect(data.format?.(82.4)).toBe('82%');
  });
});

describe('chartHeight', () => {
  it('grows with the bars above a floor', () => {
    expect(chartHeight(1)).toBe(200);
    expect(chartHeight(20)).toBeGreaterThan(chartHeight(10));
  });
});
