import { access, mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { RETAIL_SALE_COLUMNS } from '@armada/domain';
import { SheetWriter } from './sheet-writer.js';

/** Where uploads wait to be read and their error files are kept: DATA_DIR/retail-sales. */
export const salesDir = (dataDir: string) => join(dataDir, 'retail-sales');
export const uploadPath = (dir: string, id: string) => join(dir, `${id}.xlsx`);
export const errorsPath = (dir: string, id: string) => join(dir, `${id}-errors.xlsx`);

/** The template's example row: what each column takes. */
const EXAMPLE = ['MHMFE74P5NK000001', 'DLR-JKT', 'CUS-LOGNUS', '2026-01-15'];
export const TEMPLATE_NAME = 'retail-sales-template.xlsx';

/** The upload template (header row and one example row), written once per data folder. */
export async function templatePath(dataDir: string): Promise<string> {
  const dir = salesDir(dataDir);
  const path = join(dir, TEMPLATE_NAME);
  const exists = await access(path).then(
    () => true,
    () => false,
  );
  if (exists) return path;
  await mkdir(dir, { recursive: true });
  const partial = `${path}.${process.pid}.tmp`;
  const sheet = await SheetWriter.create(partial, 'Retail sales', RETAIL_SALE_COLUMNS);
  await sheet.rows([{ row: 2, values: EXAMPLE }]);
  await sheet.close();
  await rename(partial, path);
  return path;
}
