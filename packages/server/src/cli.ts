#!/usr/bin/env -S npx tsx
import pino from 'pino';
import { loadConfig } from './config.js';
import { prepareDatabase } from './boot.js';
import { createRootAdmin } from './auth/root-admin.js';

/** `armada create-admin <username>` with the password in ADMIN_PASSWORD: the first administrator. */
async function main(argv: string[]): Promise<number> {
  const [command, username] = argv;
  if (command !== 'create-admin' || !username) {
    process.stderr.write('usage: ADMIN_PASSWORD=... armada create-admin <username>\n');
    return 2;
  }
  const password = process.env.ADMIN_PASSWORD;
  if (!password) {
    process.stderr.write('ADMIN_PASSWORD is not set\n');
    return 2;
  }
  const config = loadConfig(process.env, { adminUsername: undefined, adminPassword: undefined, demo: false });
  const database = await prepareDatabase(config, pino({ level: 'warn' }));
  try {
    const outcome = await createRootAdmin(database.db, username, password);
    process.stdout.write(
      outcome === 'created' ? `Administrator ${username} created\n` : `${username} already exists\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
