import { describe, expect, it } from 'vitest';
import { columnsInZone, localTimes, rowsInZone } from './reader-times.js';
import type { RowPager } from './xlsx-writer.js';

const AT = '2026-11-25T17:30:00.000Z';

describe('reader times', () => {
  it("writes an instant as local minutes in each of Indonesia's zones, and leaves other values", () => {
    const row = { start_time: AT, end_time: null, name: 'B 1234 XY', distance: 12.5, bad: 'not a time' };
    const keys = ['start_time', 'end_time', 'bad'];
    expect(localTimes(row, keys, 'Asia/Jakarta')).toEqual({ ...row, start_time: '2026-11-26 00:30' });
    expect(localTimes(row, keys, 'Asia/Makassar').start_time).toBe('2026-11-26 01:30');
    expect(localTimes(row, keys, 'Asia/Jayapura').start_time).toBe('2026-11-26 02:30');
    expect(row.start_time).toBe(AT);
  });

  it('names the zone in the headers of the time columns only', () => {
    const columns = [
      { header: 'Start', key: 'start_time' },
      { header: 'Plate', key: 'name' },
    ];
    expect(columnsInZone(columns, ['start_time'], 'Asia/Makassar').map((c) => c.header)).toEqual([
      'Start (WITA)',
      'Plate',
    ]);
  });

  it('converts the rows of a pager and of a scoped source alike', async () => {
    const pager: RowPager = async (offset) => (offset === 0 ? [{ time: AT }] : []);
    const plain = rowsInZone(pager, ['time'], 'Asia/Jayapura');
    if (typeof plain !== 'function') throw new Error('a pager stays a pager');
    expect(await plain(0, 10)).toEqual([{ time: '2026-11-26 02:30' }]);
    const scoped = rowsInZone({ within: (write) => write(pager) }, ['time'], 'Asia/Jakarta');
    if (typeof scoped === 'function') throw new Error('a scoped source stays scoped');
    expect(await scoped.within((rows) => rows(0, 10))).toEqual([{ time: '2026-11-26 00:30' }]);
  });
});
