import { describe, expect, it } from 'vitest';
import { barOption } from './barOption';

const data = { labels: ['B 1234 XY', 'B 5678 ZZ'], series: [{ name: 'Utilisation', values: [82, 40] }] };

describe('barOption', () => {
  it('puts the categories along x by default', () => {
    const option = barOption(data);
    expect(option.xAxis).toMatchObject({ type: 'category', data: data.labels });
    expect(option.yAxis).toMatchObject({ type: 'value' });
  });

  it('puts them down y, first at the top, when horizontal', () => {
    const option = barOption({ ...data, horizontal: true });
    expect(option.yAxis).toMatchObject({ type: 'category', data: data.labels, inverse: true });
    expect(option.xAxis).toMatchObject({ type: 'value' });
  });
});
