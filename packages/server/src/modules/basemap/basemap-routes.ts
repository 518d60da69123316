import { basename, dirname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import send from '@fastify/send';
import { BASEMAP_URL } from '../../config.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';

/** The basemap changes when an operator replaces the file: browsers ask again after an hour (ETag answers 304). */
const MAX_AGE_MS = 3_600_000;

/**
 * The self-hosted basemap (MAP_PMTILES_PATH) at BASEMAP_URL. The web's PMTiles reader asks for byte ranges;
 * @fastify/send answers them (206 with Content-Range, 416 for a range past the end, If-Range and ETag).
 * Public like the web app's own files: it is open map data, and MapLibre's requests carry no token.
 */
export async function basemapRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const file = ctx.config.basemapFile;
  // Tiles inside a PMTiles file are compressed already; compressing a 206 would break its Content-Range.
  app.get(BASEMAP_URL, { compress: false }, async (request, reply) => {
    if (!file) throw notFound();
    const root = dirname(file);
    const answer = await send(request.raw, `/${encodeURIComponent(basename(file))}`, {
      root,
      maxAge: MAX_AGE_MS,
      dotfiles: 'allow',
      contentType: false,
    });
    if (answer.type === 'error' && answer.statusCode === 404) throw notFound();
    reply.status(answer.statusCode).headers(answer.headers);
    if (answer.type === 'file') reply.header('Content-Type', 'application/vnd.pmtiles');
    return reply.send(answer.stream);
  });
}
