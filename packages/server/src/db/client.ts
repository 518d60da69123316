import { mkdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One transaction on one connection, with `COPY ... FROM STDIN` (see `Database.bulk`). */
export type BulkSession = {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Copies `data`, in PostgreSQL's binary COPY format, into `target` (a table and its columns). */
  copyIn(target: string, data: Buffer): Promise<void>;
};

/**
 * A database handle: Drizzle for queries, `exec` for multi-statement SQL (migrations), `bulk` for
 * loading many rows at once (the position writer).
 */
export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  exec(sqlText: string): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  bulk<T>(work: (session: BulkSession) => Promise<T>): Promise<T>;
  /**
   * Takes the lease `name` if no other process holds it (a PostgreSQL advisory lock on a connection of
   * its own, `application` naming the holder), or null. PGlite serves one process: always granted.
   */
  lease(name: string, application: string): Promise<Lease | null>;
  close(): Promise<void>;
};

/** A lease held: `lost` resolves if its connection drops (the lock is then free for others). */
export type Lease = { lost: Promise<void>; release(): Promise<void> };

/** PostgreSQL's unique_violation: a COPY met a row already stored. */
export const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

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
    bulk: (work) =>
      client.transaction((tx) =>
        work({
          query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
          // PGlite reads COPY's input from the /dev/blob device.
          copyIn: async (target, data) => {
            await tx.query(`COPY ${target} FROM '/dev/blob' (FORMAT binary)`, [], {
              blob: new Blob([new Uint8Array(data)]),
            });
          },
        }),
      ),
    lease: () => Promise.resolve({ lost: new Promise<void>(() => undefined), release: () => Promise.resolve() }),
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  // Three connections may be storing positions at once (writerConcurrency); the rest serve the gateway.
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
    bulk: async (work) => {
      const connection = await pool.connect();
      let failed = false;
      // BEGIN goes out with the first statement where it can (a COPY is a simple query): one round
      // trip less for each batch of positions.
      let begun = false;
      const begin = async () => {
        if (!begun) await connection.query('BEGIN');
        begun = true;
      };
      try {
        const result = await work({
          query: async <T>(text: string, params?: unknown[]) => {
            await begin();
            return (await connection.query(text, params)).rows as T[];
          },
          copyIn: (target, data) => {
            const statement = `${begun ? '' : 'BEGIN; '}COPY ${target} FROM STDIN (FORMAT binary)`;
            begun = true;
            return pipeline(Readable.from([data]), connection.query(copyFrom(statement)));
          },
        });
        if (begun) await connection.query('COMMIT');
        return result;
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        // A failed transaction goes with its connection (the server rolls it back): a COPY that failed
        // may still hold the connection when its error arrives, so no ROLLBACK is sent after it.
        connection.release(failed);
      }
    },
    lease: (name, application) => leaseOn(connectionString, name, application),
    close: () => pool.end(),
  };
}

async function leaseOn(connectionString: string, name: string, application: string): Promise<Lease | null> {
  const client = new pg.Client({ connectionString, application_name: application, keepAlive: true });
  const lost = new Promise<void>((resolve) => {
    client.on('error', () => resolve());
    client.on('end', () => resolve());
  });
  await client.connect();
  const result = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS held', [name]);
  if (result.rows[0]?.held !== true) {
    await client.end();
    return null;
  }
  return { lost, release: () => client.end().catch(() => undefined) };
}

export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
