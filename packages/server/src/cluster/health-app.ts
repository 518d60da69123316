import Fastify, { type FastifyInstance } from 'fastify';
import type { NodeRole } from '../config.js';

/**
 * What an ingest node serves over HTTP: its health, for a process manager or a load balancer
 * (`GET /api/health`). The portal itself is served by the gateway nodes.
 */
export async function buildHealthApp(role: NodeRole, node: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get('/api/health', async () => ({ status: 'ok', role, node }));
  await app.ready();
  return app;
}
