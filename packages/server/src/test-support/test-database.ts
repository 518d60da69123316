import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client.js';

/** The engine this test run uses: PGlite unless ARMADA_TEST_DB=postgres (with TEST_DATABASE_URL). */
export function testEngine(): 'pglite' | 'postgres' {
  return process.env.ARMADA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** A fresh, empty database: PGlite in memory, or a new database on the PostgreSQL server, dropped on close. */
export async function freshDatabase(): Promise<Database> {
  if (testEngine() === 'pglite') return openPglite();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('ARMADA_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `armada_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
