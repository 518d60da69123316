import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DOWNLOAD_STARTED,
  DownloadStarted,
  Envelope,
  HistoryDownloadQuery,
  HistoryQuery,
  HistoryResult,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { timeZoneOf } from '../../jobs/reader-times.js';
import { readerLanguageOf } from '../../reader-language.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { startDownload } from '../../jobs/download-service.js';
import { historyDownload } from './history-download.js';
import { parsePeriod } from './history-period.js';
import { findVisibleVehicle } from './history-repository.js';
import { buildHistory } from './history-result.js';
import { assertNotLapsed } from '../subscription/subscription-lapse.js';

/** The vehicle and period a call asks for: the period checked, the vehicle only when the caller's scope sees it. */
async function askedTrack(db: Db, request: FastifyRequest, query: HistoryQuery) {
  const period = parsePeriod(query.start, query.end);
  const vehicle = await findVisibleVehicle(db, scopeOf(request), query.imei);
  if (!vehicle) throw notFound();
  await assertNotLapsed(db, vehicle);
  return { period, vehicle };
}

/** `/api/monitoring-service/history/...`: where a vehicle went, for playback on the map. */
export async function historyRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;

  app.get(
    '/list_history',
    {
      // Whoever may watch a vehicle live may replay where it went.
      config: { access: 'view_realtime' },
      schema: { querystring: HistoryQuery, response: { 200: Envelope(HistoryResult) } },
    },
    async (request) => {
      const { period, vehicle } = await askedTrack(db, request, request.query);
      return ok(await buildHistory(db, vehicle, period));
    },
  );

  app.get(
    '/download_history',
    {
      // The list's own lock and scope: whoever may replay the track may take it away as a file.
      config: { access: 'view_realtime' },
      schema: { querystring: HistoryDownloadQuery, response: { 200: Envelope(DownloadStarted) } },
    },
    async (request) => {
      const { period, vehicle } = await askedTrack(db, request, request.query);
      const zone = await timeZoneOf(db, viewerOf(request).user_id);
      const reader = { zone, language: readerLanguageOf(request) };
      const { id } = await startDownload(ctx, viewerOf(request), historyDownload(ctx, vehicle, period, reader));
      return ok({ id }, DOWNLOAD_STARTED);
    },
  );
}
