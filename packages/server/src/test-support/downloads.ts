import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';

export type DownloadState = { status: string; rows: number };

/** A download's state once its job has finished (or after 5 s of waiting), for the download tests. */
export async function finishedDownload(db: Db, id: string): Promise<DownloadState | undefined> {
  let state: DownloadState | undefined;
  for (let i = 0; i < 100 && (!state || state.status === 'running'); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    [state] = await queryRows<DownloadState>(db, sql`SELECT status, rows FROM downloads WHERE id = ${id}`);
  }
  return state;
}
