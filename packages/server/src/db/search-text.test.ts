import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { leasingResource } from '../modules/leasing/leasing-resource.js';
import { userOrgResource } from '../modules/user/user-org-resource.js';
import { vehicleResource } from '../modules/vehicle/vehicle-resource.js';
import { freshDatabase } from '../test-support/test-database.js';
import { queryRows, type Database } from './client.js';
import { migrate } from './migrate.js';
import { notifications, vehicles } from './schema.js';
import { containsInAny } from './search-text.js';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
  await migrate(database);
});
afterAll(async () => {
  await database.close();
});

/** The plan of a search, with sequential scans ruled out so an index the query fits is taken. */
async function planOf(table: PgTable, columns: readonly (AnyPgColumn | SQL)[]): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const query = tx.select().from(table).where(containsInAny(columns, 'truck 42'));
    const rows = await queryRows<Record<string, string>>(tx, sql`EXPLAIN ${query}`);
    return rows.map((row) => Object.values(row).join('')).join('\n');
  });
}

// The searches must write the very expression migration 0017 indexed, or they read every row again.
describe('trigram indexes of the list searches (migration 0017)', () => {
  it('are there on this engine, with pg_trgm', async () => {
    const extensions = await queryRows<{ extname: string }>(database.db, sql`SELECT extname FROM pg_extension`);
    expect(extensions.map((row) => row.extname)).toContain('pg_trgm');
  });

  it.each([
    ['vehicle', vehicles, vehicleResource.searchable, 'vehicles_search_trgm_idx'],
    ['user_org', userOrgResource.table, userOrgResource.searchable, 'organizations_search_trgm_idx'],
    ['leasing', leasingResource.table, leasingResource.searchable, 'organizations_search_trgm_idx'],
    ['notification', notifications, [notifications.text, notifications.imei], 'notifications_search_trgm_idx'],
  ])('serve the %s search', async (_name, table, columns, index) => {
    expect(await planOf(table, columns)).toContain(index);
  });
});
