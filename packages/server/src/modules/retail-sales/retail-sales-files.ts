import { access, mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
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
/** How long an upload's error file is kept for its download. */
export const ERROR_FILE_DAYS = 7;

export const fileExists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Removes the error files (and uploads a crash left) older than ERROR_FILE_DAYS; the template stays. */
export async function removeStaleFiles(dir: string, now = Date.now()): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => n !== TEMPLATE_NAME && n.endsWith('.xlsx'))) {
    const path = join(dir, name);
    // A file another upload removes meanwhile is simply gone.
    const mtimeMs = (await stat(path).catch(() => null))?.mtimeMs ?? now;
    if (now - mtimeMs < ERROR_FILE_DAYS * 86_400_000) continue;
    await unlink(path).catch(() => undefined);
    removed += 1;
  }
  return removed;
}

/** The upload template (header row and one example row), written once per data folder. */
export async function templatePath(dataDir: string): Promise<string> {
  const dir = salesDir(dataDir);
  const path = join(dir, TEMPLATE_NAME);
  if (await fileExists(path)) return path;
  await mkdir(dir, { recursive: true });
  const partial = `${path}.${process.pid}.tmp`;
  const sheet = await SheetWriter.create(partial, 'Retail sales', RETAIL_SALE_COLUMNS);
  await sheet.rows([{ row: 2, values: EXAMPLE }]);
  await sheet.close();
  await rename(partial, path);
  return path;
}
