import type { FastifyInstance } from 'fastify';
import { count, desc } from 'drizzle-orm';
import { Envelope, PageQuery, UnknownDevicePage } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { forbidden } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf } from '../../auth/guard.js';
import { unknownDevices } from '../../db/schema.js';

/**
 * `/api/vehicle/device/list_unknown_device`: trackers that connected with an IMEI no vehicle has,
 * newest first, for the administrators who register devices (they belong to no organisation yet).
 */
export async function unknownDeviceRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  app.get(
    '/list_unknown_device',
    {
      config: { access: 'add_vehicle' },
      schema: { querystring: PageQuery, response: { 200: Envelope(UnknownDevicePage) } },
    },
    async (request) => {
      if (scopeOf(request).kind !== 'all') throw forbidden();
      const { page, limit } = request.query;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(unknownDevices)
          .orderBy(desc(unknownDevices.last_seen))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(unknownDevices),
      ]);
      const data = rows.map((row) => ({
        ...row,
        first_seen: row.first_seen.toISOString(),
        last_seen: row.last_seen.toISOString(),
      }));
      return ok({ data, total_data: Number(totals[0]?.n ?? 0), page, limit });
    },
  );
}
