import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Mailer } from './mail/mailer.js';
import type { Secrets } from './secrets.js';
import type { Bus } from './live/bus.js';

/** What every module needs, built once at boot and handed to the app. */
export type AppContext = {
  config: Config;
  database: Database;
  secrets: Secrets;
  mailer: Mailer;
  log: FastifyBaseLogger;
  bus: Bus;
};
