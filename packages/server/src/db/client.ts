import { mkdirSync } from 'node:fs';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A database handle: Drizzle for queries, `exec` for multi-statement SQL (migrations). */
export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * PGlite in a folder (or in memory when `dataDir` is undefined), or in memory from a dump of a data
 * directory (`loadDataDir`: the tests' seeded template).
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Imported here, not at the top: loading PGlite costs a server on PostgreSQL about 50 MB it never uses.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  // pg_trgm: the trigram indexes of the list searches (migration 0017), as on a PostgreSQL server.
  const client = new PGlite({ dataDir, extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  await client.waitReady;
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Db,
    exec: async (sqlText) => {
      try {
        await client.exec(sqlText);
      } catch (error) {
        await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  // Six connections may be storing positions at once; the rest serve the gateway.
  const pool = new pg.Pool({ connectionString, max: 16 });
  pool.on('error', () => undefined); // an idle client's error must not take the process down
  return {
    kind: 'postgres',
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    exec: async (sqlText) => {
      // One connection for the whole script, so a failed transaction is rolled back where it ran.
      const connection = await pool.connect();
      try {
        await connection.query(sqlText);
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
