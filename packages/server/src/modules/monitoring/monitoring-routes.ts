import type { FastifyInstance, FastifyReply } from 'fastify';
import { Envelope, MonitoringListQuery, MonitoringPage } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { sendResultPieces, typed } from '../../http.js';
import { scopeOf } from '../../auth/guard.js';
import { readerLanguageOf } from '../../reader-language.js';
import { fleetCacheOf } from './fleet-cache-of.js';

/** `/api/monitoringservice/vehicle/...`: the monitoring map's vehicles (everyone but euro4 users). */
export async function monitoringRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const fleet = fleetCacheOf(ctx);

  app.get(
    '/list',
    {
      config: { access: 'view_realtime' },
      schema: { querystring: MonitoringListQuery, response: { 200: Envelope(MonitoringPage) } },
    },
    async (request, reply) => {
      const { ndata, page } = request.query;
      const { pieces, total } = await fleet.page(scopeOf(request), ndata, page, readerLanguageOf(request));
      // The typed reply expects the schema's object; the text is that object, serialised ahead.
      const tail = Buffer.from(`,"total_data":${total},"page":${page},"limit":${ndata}}`);
      return sendResultPieces(reply as unknown as FastifyReply, [Buffer.from('{"data":'), ...pieces, tail]);
    },
  );
}
