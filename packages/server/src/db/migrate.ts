import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const LOCK_ID = 727_001;

/** Applies each SQL file of migrations/ once, in name order, each in its own transaction. */
export async function migrate(database: Database): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const body = await readFile(MIGRATIONS_DIR + file, 'utf8');
    const name = file.replace(/'/g, "''");
    // The advisory lock inside the transaction keeps two starting nodes from applying the same file.
    await database
      .exec(
        `BEGIN;
      SELECT pg_advisory_xact_lock(${LOCK_ID});
      DO $$ BEGIN
        IF EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${name}') THEN
          RAISE EXCEPTION 'armada:already-applied';
        END IF;
      END $$;
      ${body}
      INSERT INTO schema_migrations (name) VALUES ('${name}');
      COMMIT;`,
      )
      .then(
        () => applied.push(file),
        (error: unknown) => {
          if (!String(error).includes('armada:already-applied')) throw error;
        },
      );
  }
  return applied;
}
