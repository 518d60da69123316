import { join } from 'node:path';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { buildApp } from './app.js';
import { openDatabase, type Database } from './db/client.js';
import { migrate } from './db/migrate.js';
import { createRootAdmin, seedBase } from './db/seed-base.js';
import { seedDemo } from './demo/seed-demo.js';
import { createMailer } from './mail/mailer.js';
import { loadSecrets, type Secrets } from './secrets.js';

/** Opens the database (PGlite under DATA_DIR unless DATABASE_URL), migrates and seeds it. */
export async function prepareDatabase(config: Config, log: pino.Logger): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  const applied = await migrate(database);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');
  await seedBase(database.db);
  if (config.adminUsername && config.adminPassword) {
    const outcome = await createRootAdmin(database.db, config.adminUsername, config.adminPassword);
    log.info({ username: config.adminUsername, outcome }, 'first administrator');
  }
  if (config.demo) {
    const { usersAdded } = await seedDemo(database.db);
    if (usersAdded > 0) log.info({ usersAdded }, 'demo data seeded');
  }
  return database;
}

export function contextOf(config: Config, database: Database, secrets: Secrets, log: pino.Logger): AppContext {
  const mailer = createMailer({ db: database.db, log, smtpUrl: config.smtpUrl, from: config.mailFrom });
  return { config, database, secrets, mailer, log };
}

/** Everything `npm start` runs: database, app, listener; `close` undoes it in reverse. */
export async function startServer(
  config: Config,
): Promise<{ app: FastifyInstance; url: string; close(): Promise<void> }> {
  const log = pino({ level: config.logLevel });
  const database = await prepareDatabase(config, log);
  const secrets = await loadSecrets(config.dataDir, config.tokenSecret);
  const app = await buildApp(contextOf(config, database, secrets, log));
  const url = await app.listen({ port: config.port, host: config.host });
  return {
    app,
    url,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
