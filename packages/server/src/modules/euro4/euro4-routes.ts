import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AnalyticPage,
  DOWNLOAD_STARTED,
  DownloadStarted,
  Envelope,
  Euro4DealerPage,
  Euro4DealerQuery,
  Euro4RatioQuery,
  Euro4Summary,
  Euro4SummaryQuery,
  Euro4VehiclePage,
  Euro4VehicleQuery,
  realmById,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { ok, typed } from '../../http.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { forbidden } from '../../errors.js';
import { readerLanguageOf } from '../../reader-language.js';
import { addressService } from '../geocode/address-service.js';
import { fleetCacheOf } from '../monitoring/fleet-cache-of.js';
import { startDownload } from '../../jobs/download-service.js';
import { euro4VehicleDownload } from './euro4-download.js';
import { createEuro4Fleet } from './euro4-fleet.js';
import { dealerPage, summarise } from './euro4-figures.js';
import { createEuro4LiveCounts, euro4RatioMonths } from './euro4-ratio.js';
import { vehiclePage } from './euro4-vehicles.js';

/** The derived fleet is kept at most this long, so a list follows the map within seconds. */
const FLEET_VIEW_MS = 5_000;

/**
 * Every dealer's Euro 4 trucks are the programme's to watch: the brand's staff (root and the admin
 * realm) and the euro4 realm see them all; anyone else is refused, whatever keys it holds.
 */
function assertEuro4Reader(request: FastifyRequest): void {
  if (scopeOf(request).kind === 'all') return;
  if (realmById(viewerOf(request).realm_id) !== 'euro4') throw forbidden();
}

/** `/api/analytic/euro4/...`: the Euro 4 dashboard and dealer screens (docs/decisions.md, "Euro 4 dashboard"). */
export async function euro4Routes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const { zone } = ctx.config.reports;
  const ttl = Math.min(ctx.config.analyticsLiveMs, FLEET_VIEW_MS);
  const trucksNow = createEuro4Fleet(db, fleetCacheOf(ctx), zone, ttl);
  const liveCounts = createEuro4LiveCounts(db, zone, ctx.config.analyticsLiveMs);
  const access = { access: 'view_dashboard' } as const;

  app.get(
    '/view_euro4_summary',
    { config: access, schema: { querystring: Euro4SummaryQuery, response: { 200: Envelope(Euro4Summary) } } },
    async (request) => {
      assertEuro4Reader(request);
      const now = Date.now();
      return ok(summarise(await trucksNow(now), now));
    },
  );

  app.get(
    '/list_euro4_dealer',
    { config: access, schema: { querystring: Euro4DealerQuery, response: { 200: Envelope(Euro4DealerPage) } } },
    async (request) => {
      assertEuro4Reader(request);
      return ok(dealerPage(await trucksNow(), request.query));
    },
  );

  app.get(
    '/list_euro4_vehicle',
    { config: access, schema: { querystring: Euro4VehicleQuery, response: { 200: Envelope(Euro4VehiclePage) } } },
    async (request) => {
      assertEuro4Reader(request);
      const language = readerLanguageOf(request);
      const [trucks] = await Promise.all([trucksNow(), addressService.ready()]);
      const locate = (lat: number, lng: number) => addressService.locate(lat, lng, language);
      return ok(vehiclePage(trucks, request.query, locate));
    },
  );

  app.get(
    '/download_euro4_vehicle',
    { config: access, schema: { querystring: Euro4VehicleQuery, response: { 200: Envelope(DownloadStarted) } } },
    async (request) => {
      assertEuro4Reader(request);
      const language = readerLanguageOf(request);
      const [trucks] = await Promise.all([trucksNow(), addressService.ready()]);
      const locate = (lat: number, lng: number) => addressService.locate(lat, lng, language);
      const download = euro4VehicleDownload(trucks, request.query, locate);
      const { id } = await startDownload(ctx, viewerOf(request), download);
      return ok({ id }, DOWNLOAD_STARTED);
    },
  );

  app.get(
    '/list_euro4_ratio',
    { config: access, schema: { querystring: Euro4RatioQuery, response: { 200: Envelope(AnalyticPage) } } },
    async (request) => {
      assertEuro4Reader(request);
      const { ratio, year } = request.query;
      const data = await euro4RatioMonths(db, liveCounts, ratio, year, zone, Date.now());
      return ok({ ratio, year, data });
    },
  );
}
