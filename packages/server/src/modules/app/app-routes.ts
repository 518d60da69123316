import type { FastifyInstance } from 'fastify';
import { APP_VERSION, AppConfig, Envelope } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { ok, typed } from '../../http.js';

/** `/api/app/config`: what the web needs before sign-in. */
export async function appRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  app.get('/config', { config: { access: 'public' }, schema: { response: { 200: Envelope(AppConfig) } } }, async () =>
    ok({
      version: APP_VERSION,
      blocked_realm_id: ctx.config.blockedRealmId,
      demo: ctx.config.demo,
      password_max_age_days: ctx.config.passwordMaxAgeDays,
      map_tiles: ctx.config.mapTiles,
      report_time_zone: ctx.config.reports.zone,
    }),
  );
}
