#!/usr/bin/env -S npx tsx
import pino from 'pino';
import { loadConfig } from './config.js';
import { prepareDatabase } from './boot.js';
import { createRootAdmin } from './auth/root-admin.js';
import { backfillReports } from './reports/backfill.js';
import { dayStart } from './reports/report-days.js';

const USAGE = `usage:
  ADMIN_PASSWORD=... armada create-admin <username>
  armada backfill-reports <from YYYY-MM-DD> [imei,imei,...]
`;

type Database = Awaited<ReturnType<typeof prepareDatabase>>;

async function withDatabase<T>(work: (database: Database, config: ReturnType<typeof loadConfig>) => Promise<T>) {
  const config = loadConfig(process.env, { adminUsername: undefined, adminPassword: undefined, demo: false });
  const database = await prepareDatabase(config, pino({ level: 'warn' }));
  try {
    return await work(database, config);
  } finally {
    await database.close();
  }
}

/** `create-admin`: the first administrator, its password from ADMIN_PASSWORD. */
async function createAdmin(username: string | undefined): Promise<number> {
  const password = process.env.ADMIN_PASSWORD;
  if (!username || !password) {
    process.stderr.write(username ? 'ADMIN_PASSWORD is not set\n' : USAGE);
    return 2;
  }
  return withDatabase(async (database) => {
    const outcome = await createRootAdmin(database.db, username, password);
    process.stdout.write(
      outcome === 'created' ? `Administrator ${username} created\n` : `${username} already exists\n`,
    );
    return 0;
  });
}

/** `backfill-reports`: the report rows from a day on, rebuilt from stored positions. */
async function backfill(from: string | undefined, imeis: string | undefined): Promise<number> {
  if (!from || !/^\d{4}-\d{2}-\d{2}$/.test(from) || Number.isNaN(Date.parse(from))) {
    process.stderr.write(USAGE);
    return 2;
  }
  return withDatabase(async (database, config) => {
    const log = pino({ level: 'info' });
    const began = performance.now();
    const { vehicles } = await backfillReports(database.db, log, {
      ...config.reports,
      from: dayStart(from, config.reports.zone),
      imeis: (imeis ?? '').split(',').filter(Boolean),
    });
    const seconds = ((performance.now() - began) / 1000).toFixed(1);
    process.stdout.write(`Reports of ${vehicles} vehicles rebuilt from ${from} in ${seconds} s\n`);
    return 0;
  });
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'create-admin') return createAdmin(rest[0]);
  if (command === 'backfill-reports') return backfill(rest[0], rest[1]);
  process.stderr.write(USAGE);
  return 2;
}

process.exitCode = await main(process.argv.slice(2));
