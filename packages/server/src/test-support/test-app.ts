import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config.js';
import type { AppContext } from '../context.js';
import { buildApp } from '../app.js';
import { contextOf } from '../boot.js';
import { DEMO_PASSWORD } from '../demo/demo-accounts.js';
import { ephemeralSecrets } from '../secrets.js';
import { seededDatabase } from './seeded-database.js';

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  /** Signs a demo user in through login_user and gives back the bearer token. */
  tokenOf(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
};

/** The whole gateway on a fresh database of its own with the demo seed, for `app.inject()` tests. */
export async function buildTestApp(overrides: Partial<Config> & { log?: pino.Logger } = {}): Promise<TestApp> {
  const { log, ...configOverrides } = overrides;
  const config = loadConfig(
    {},
    {
      demo: true,
      // One day of demo track keeps every test app quick to build.
      demoHistoryDays: 1,
      logLevel: 'silent',
      validateAnswers: true,
      // inject's Host is localhost:80; the contract sweeps send thousands of calls, so no rate limit unless a test asks.
      publicUrl: 'http://localhost',
      rateLimit: { perToken: 0, perAddress: 0 },
      // Tests change the fleet and ask again at once: the month in progress is counted at every call.
      analyticsLiveMs: 0,
      ...configOverrides,
    },
  );
  // The run's seeded template, cloned (seeded-database.ts): the same rows as migrating and seeding here.
  const database = await seededDatabase({ days: config.demoHistoryDays, ...config.reports });
  const ctx = contextOf(config, database, ephemeralSecrets(), log ?? pino({ level: 'silent' }));
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    async tokenOf(username, password = DEMO_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/user/login_user',
        payload: { username, password },
      });
      const body = response.json<{ result?: { token?: string } }>();
      if (!body.result?.token) throw new Error(`${username} could not sign in: ${response.body}`);
      return body.result.token;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
