import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client.js';

/** The engine this test run uses: PGlite unless ARMADA_TEST_DB=postgres (with TEST_DATABASE_URL). */
export function testEngine(): 'pglite' | 'postgres' {
  return process.env.ARMADA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('ARMADA_TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new empty database on the PostgreSQL server; `drop` removes it. */
async function createServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `armada_test_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A fresh, empty database: PGlite in memory, or a new database on the PostgreSQL server, dropped on close. */
export async function freshDatabase(): Promise<Database> {
  if (testEngine() === 'pglite') return openPglite();
  const created = await createServerDatabase();
  const database = await openPostgres(created.url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * A fresh database that a server process can also open: the environment to give it (DATA_DIR for
 * PGlite on disk, DATABASE_URL for PostgreSQL), a way to open it here, and a way to remove it.
 */
export type DatabaseTarget = { env: Record<string, string>; open(): Promise<Database>; dispose(): Promise<void> };

export async function freshDatabaseTarget(): Promise<DatabaseTarget> {
  if (testEngine() === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'armada-test-'));
    return {
      env: { DATA_DIR: dir, DATABASE_URL: '' },
      open: () => openPglite(join(dir, 'pglite')),
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const created = await createServerDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'armada-test-'));
  return {
    env: { DATABASE_URL: created.url, DATA_DIR: dir },
    open: () => openPostgres(created.url),
    dispose: async () => {
      rmSync(dir, { recursive: true, force: true });
      await created.drop();
    },
  };
}
