import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@armada/domain';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Prometheus metrics at /metrics: process defaults and request durations by route. With METRICS_TOKEN they need
 * `Authorization: Bearer <token>`; without it they answer only to the local machine (review I1).
 */
export const metrics = fp(async (app: FastifyInstance, { token }: { token?: string | undefined }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'armada_http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.decorate('metricsRegistry', registry);
  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    const allowed = token
      ? request.headers.authorization === `Bearer ${token}`
      : LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!allowed) return reply.status(404).send({ response: 404, code: 'not_found', message: MESSAGES.not_found });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    metricsRegistry: Registry;
  }
}
