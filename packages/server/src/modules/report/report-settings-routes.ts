import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Envelope, ReportSettingsAnswer, ReportSettingsBody, type ReportSettingsBody as Body } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { queryRows, type Db } from '../../db/client.js';
import { viewerOf } from '../../auth/guard.js';
import { forbidden } from '../../errors.js';
import { ok, typed } from '../../http.js';

const EMPTY: Body = { min_stop_s: null, idle_min_s: null, min_trip_m: null, overspeed_kmh: null };

async function settingsOf(db: Db, organizationId: number): Promise<Body> {
  const [row] = await queryRows<Body>(
    db,
    sql`SELECT min_stop_s, idle_min_s, min_trip_m, overspeed_kmh FROM report_settings WHERE organization_id = ${organizationId}`,
  );
  return row ?? EMPTY;
}

/**
 * `/api/report/report_setting`: the report thresholds of the caller's organisation (minimum stop,
 * idle minimum, minimum trip, speed limit), each its own or the deployment's default. Its super
 * admin may change them; the engine applies a change within a minute to data from then on, and
 * `armada backfill-reports` to the past.
 */
export async function reportSettingsRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const { defaults } = ctx.config.reports;
  const answer = (own: Body) => ({
    ...own,
    defaults: {
      min_stop_s: defaults.minStopS,
      idle_min_s: defaults.idleMinS,
      min_trip_m: defaults.minTripM,
      overspeed_kmh: defaults.overspeedKmh,
    },
  });

  app.get(
    '/view_report_setting',
    { config: { access: 'list_report_trip' }, schema: { response: { 200: Envelope(ReportSettingsAnswer) } } },
    async (request) => ok(answer(await settingsOf(db, viewerOf(request).organization_id))),
  );

  app.put(
    '/edit_report_setting',
    {
      config: { access: 'list_report_trip' },
      schema: { body: ReportSettingsBody, response: { 200: Envelope(ReportSettingsAnswer) } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      // An organisation's thresholds are its super admin's (and root's for the brand).
      if (viewer.isorgadmin > 1) throw forbidden();
      const { min_stop_s, idle_min_s, min_trip_m, overspeed_kmh } = request.body;
      await db.execute(sql`INSERT INTO report_settings (organization_id, min_stop_s, idle_min_s, min_trip_m, overspeed_kmh)
        VALUES (${viewer.organization_id}, ${min_stop_s}, ${idle_min_s}, ${min_trip_m}, ${overspeed_kmh})
        ON CONFLICT (organization_id) DO UPDATE SET min_stop_s = excluded.min_stop_s, idle_min_s = excluded.idle_min_s,
          min_trip_m = excluded.min_trip_m, overspeed_kmh = excluded.overspeed_kmh, updated_at = now()`);
      return ok(answer(await settingsOf(db, viewer.organization_id)));
    },
  );
}
