import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { AppContext } from '../context.js';
import { DEFAULT_LIVE_TIMINGS, serveLiveSocket, type LiveTimings } from './live-client.js';
import { createLiveHub } from './live-hub.js';

export type LiveRoutesOptions = { ctx: AppContext; timings?: Partial<LiveTimings> };

/**
 * `GET /live`: the WebSocket that pushes vehicle positions, status and events to the map. Public at
 * the HTTP level because browsers cannot send headers on the upgrade; the socket authenticates with
 * `?token=` or a first `{ "type": "auth", "token" }` message instead (see live-client.ts).
 */
export async function liveRoutes(app: FastifyInstance, opts: LiveRoutesOptions) {
  const { ctx } = opts;
  const timings = { ...DEFAULT_LIVE_TIMINGS, ...opts.timings };
  // Registered here, not at the root, so the plugin only concerns /live.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const hub = createLiveHub(ctx.bus, ctx.log);
  app.addHook('onClose', async () => hub.close());

  app.get<{ Querystring: { token?: string } }>(
    '/',
    {
      websocket: true,
      config: { access: 'public' },
      schema: { hide: true },
    },
    (socket, request) => {
      const token = typeof request.query.token === 'string' ? request.query.token : undefined;
      serveLiveSocket(socket, token, { ctx, timings, log: request.log, join: hub.join });
    },
  );
}
