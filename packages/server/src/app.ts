import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, MESSAGES } from '@armada/domain';
import type { AppContext } from './context.js';
import { guard } from './auth/guard.js';
import { ssoRoutes } from './auth/sso-routes.js';
import { installErrorHandler } from './error-handler.js';
import { contracts } from './contracts.js';
import { metrics } from './metrics.js';
import { appRoutes } from './modules/app/app-routes.js';
import { orgRoutes } from './modules/user/org-routes.js';
import { areaRoutes } from './modules/area/area-routes.js';
import { orgAreaRoutes } from './modules/dealer/dealer-routes.js';
import { outboxRoutes } from './modules/user/outbox-routes.js';
import { userRoutes } from './modules/user/user-routes.js';
import { monitoringRoutes } from './modules/monitoring/monitoring-routes.js';
import { productionMonitoringRoutes } from './modules/monitoring/production-monitoring-routes.js';
import { sensorRoutes } from './modules/sensor/sensor-routes.js';
import { geocodeRoutes } from './modules/geocode/geocode-routes.js';
import { mapSettingRoutes } from './modules/map-setting/map-setting-routes.js';
import { liveRoutes } from './live/live-routes.js';
import { RESOURCES } from './resource-registry.js';
import { downloadRoutes } from './jobs/download-routes.js';
import { vehicleRoutes } from './modules/vehicle/vehicle-routes.js';
import { vehicleHistoryRoutes } from './modules/vehicle/vehicle-history-routes.js';
import { resourceRoutes } from './resources/resource-routes.js';
import { jobOrderRoutes } from './modules/job-order/job-order-routes.js';
import { vehicleGroupRoutes } from './modules/vehicle-group/vehicle-group-routes.js';
import { alertMuteRoutes } from './modules/monitoring/alert-mute-routes.js';
import { unknownDeviceRoutes } from './modules/vehicle/unknown-device-routes.js';
import { notificationRoutes } from './modules/notification/notification-routes.js';
import { historyRoutes } from './modules/history/history-routes.js';
import { commandRoutes } from './modules/command/command-routes.js';
import { geoRoutes } from './modules/geo/geo-routes.js';
import { poolRoutes } from './modules/geo/pool-routes.js';
import { spbuRoutes } from './modules/fuel/spbu-routes.js';
import { vehicleLeasingRoutes } from './modules/leasing/vehicle-leasing-routes.js';
import { answerSerializer } from './answer-serializer.js';

/** Builds the whole gateway without listening, so tests can `inject` into it. */
export async function buildApp(ctx: AppContext, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1_048_576,
    // Requests are closed: an undeclared field is refused (contracts.ts), never silently dropped.
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, useDefaults: true } },
    ...options,
  });
  app.setSerializerCompiler(answerSerializer);
  installErrorHandler(app);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Armada gateway', version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  await app.register(metrics);
  await app.register(contracts, { validateAnswers: ctx.config.validateAnswers });
  await app.register(guard, { ctx });

  await app.register(ssoRoutes, { prefix: '/sso', ctx });
  await app.register(appRoutes, { prefix: '/api/app', ctx });
  await app.register(userRoutes, { prefix: '/api/user/user', ctx });
  await app.register(orgRoutes, { prefix: '/api/user/user_org', ctx });
  await app.register(areaRoutes, { prefix: '/api/user/user', ctx });
  await app.register(orgAreaRoutes, { prefix: '/api/user/org_area', ctx });
  await app.register(outboxRoutes, { prefix: '/api/user/outbox', ctx });
  await app.register(mapSettingRoutes, { prefix: '/api/user/device_setting', ctx });
  await app.register(monitoringRoutes, { prefix: '/api/monitoringservice/vehicle', ctx });
  await app.register(productionMonitoringRoutes, { prefix: '/api/vehicle/production_monitoring', ctx });
  await app.register(sensorRoutes, { prefix: '/api/sensor-service/vehiclesensor', ctx });
  await app.register(geocodeRoutes, { prefix: '/api/monitoring-service/others', ctx });
  await app.register(unknownDeviceRoutes, { prefix: '/api/vehicle/device', ctx });
  await app.register(notificationRoutes, { prefix: '/api/notification/notification', ctx });
  await app.register(vehicleGroupRoutes, { prefix: '/api/vehicle/vehicle_group', ctx });
  await app.register(jobOrderRoutes, { prefix: '/api/job-order/v1', ctx });
  await app.register(alertMuteRoutes, { prefix: '/api/monitoring-service/alert_mute', ctx });
  await app.register(historyRoutes, { prefix: '/api/monitoring-service/history', ctx });
  await app.register(commandRoutes, { prefix: '/api/monitoring-service/command', ctx });
  await app.register(geoRoutes, { prefix: '/api/geo-service', ctx });
  await app.register(poolRoutes, { prefix: '/api/geoservice/geofunction', ctx });
  await app.register(spbuRoutes, { prefix: '/api/fuel/spbu', ctx });
  await app.register(vehicleLeasingRoutes, { prefix: '/api/vehicle/vehicle_leasing', ctx });
  for (const def of RESOURCES)
    await app.register(resourceRoutes(def), { prefix: `/api/${def.group}/${def.name}`, ctx });
  await app.register(vehicleRoutes, { prefix: '/api/vehicle/vehicle', ctx });
  await app.register(vehicleHistoryRoutes, { prefix: '/api/vehicle/vehicle_history', ctx });
  await app.register(downloadRoutes, { prefix: '/api/report/download', ctx });
  await app.register(liveRoutes, { prefix: '/live', ctx });

  await serveWeb(app, ctx.config.webDist);
  return app;
}

/** The built single-page app, with index.html for every path that is not a file or a call. */
async function serveWeb(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: webDist, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    const isCall = /^\/(api|sso|live|docs|metrics)(\/|$)/.test(request.url);
    if (!isCall && hasWeb && request.method === 'GET') return reply.sendFile('index.html');
    return reply.status(404).send({ response: 404, code: 'not_found', message: MESSAGES.not_found });
  });
}
