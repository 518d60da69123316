import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { declaredRows } from './sheet-dimension.js';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'armada-dimension-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function saved(name: string, content: Buffer) {
  const path = join(dir, name);
  await writeFile(path, content);
  return declaredRows(path, (await stat(path)).size);
}

describe("a sheet's declared rows", () => {
  it('reads the dimension a workbook writes first, less the header row', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sales');
    sheet.addRow(['chassis_number', 'dealer_code', 'customer', 'sale_date']);
    for (let i = 0; i < 1234; i += 1) sheet.addRow([`CH-${i}`, 'DLR-JKT', '', new Date()]);
    expect(await saved('declared.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()))).toBe(1234);
  });

  it('is unknown for a file that is not a zip, or a zip without sheets', async () => {
    expect(await saved('text.xlsx', Buffer.from('chassis_number,dealer_code\n'))).toBeNull();
    expect(
      await saved('empty.xlsx', Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)])),
    ).toBeNull();
  });
});
