import { describe, expect, it } from 'vitest';
import { dealerOptions } from './dealers';

describe('dealerOptions', () => {
  it("drops dealers without a code or with '-', and sorts the rest by code", () => {
    const options = dealerOptions([
      { id: 1, code: 'DLR-SBY', name: 'Surabaya' },
      { id: 2, code: '-', name: 'Placeholder' },
      { id: 3, code: null, name: 'No code' },
      { id: 4, code: '', name: 'Empty' },
      { id: 5, code: 'DLR-JKT', name: 'Jakarta' },
    ]);
    expect(options).toEqual([
      { value: 5, label: 'DLR-JKT · Jakarta' },
      { value: 1, label: 'DLR-SBY · Surabaya' },
    ]);
  });
});
