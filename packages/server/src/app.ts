import { idempotency } from './idempotency.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
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
import { basemapRoutes } from './modules/basemap/basemap-routes.js';
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
import { vehicleAbnormalRoutes } from './modules/vehicle-abnormal/vehicle-abnormal-routes.js';
import { resourceRoutes } from './resources/resource-routes.js';
import { jobOrderRoutes } from './modules/job-order/job-order-routes.js';
import { vehicleGroupRoutes } from './modules/vehicle-group/vehicle-group-routes.js';
import { alertMuteRoutes } from './modules/monitoring/alert-mute-routes.js';
import { unknownDeviceRoutes } from './modules/vehicle/unknown-device-routes.js';
import { notificationRoutes } from './modules/notification/notification-routes.js';
import { historyRoutes } from './modules/history/history-routes.js';
import { reportRoutes } from './modules/report/report-routes.js';
import { reportSettingsRoutes } from './modules/report/report-settings-routes.js';
import { reportScheduleRoutes } from './modules/report/report-schedule-routes.js';
import { analyticRoutes } from './modules/analytic/analytic-routes.js';
import { euro4Routes } from './modules/euro4/euro4-routes.js';
import { activationRoutes } from './modules/activation/activation-routes.js';
import { disclaimerRoutes } from './modules/activation/disclaimer-routes.js';
import { retailSalesRoutes } from './modules/retail-sales/retail-sales-routes.js';
import { customerActivationRoutes } from './modules/activation/customer-activation-routes.js';
import { dealerPerformanceRoutes } from './modules/activation/dealer-performance-routes.js';
import { commandRoutes } from './modules/command/command-routes.js';
import { geoRoutes } from './modules/geo/geo-routes.js';
import { poolRoutes } from './modules/geo/pool-routes.js';
import { spbuRoutes } from './modules/fuel/spbu-routes.js';
import { fuelRoutes } from './modules/fuel/fuel-routes.js';
import { wikiRoutes } from './modules/wiki/wiki-routes.js';
import { surveyRoutes } from './modules/survey/survey-routes.js';
import { questionRoutes } from './modules/survey/question-routes.js';
import { answerRoutes } from './modules/survey/answer-routes.js';
import { shareRoutes } from './modules/share/share-routes.js';
import { serviceRoutes } from './modules/service/booking-routes.js';
import { callCenterRoutes } from './modules/call-center/call-center-routes.js';
import { paymentNotificationRoutes, subscriptionRoutes } from './modules/subscription/subscription-routes.js';
import { deviceConfigRoutes } from './modules/device-config/device-config-routes.js';
import { contestRoutes } from './modules/driver/contest-routes.js';
import { vehicleLeasingRoutes } from './modules/leasing/vehicle-leasing-routes.js';
import { announcementBannerRoutes } from './modules/announcement/announcement-banner-routes.js';
import { answerSerializer } from './answer-serializer.js';
import { AppError } from './errors.js';
import { QuietRequestLog, safeLogger } from './logging.js';
import type { Config } from './config.js';

/** Builds the whole gateway without listening, so tests can `inject` into it. */
export async function buildApp(ctx: AppContext, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: safeLogger(ctx.log),
    logController: new QuietRequestLog(),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1_048_576,
    // Requests are closed: an undeclared field is refused (contracts.ts), never silently dropped.
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, useDefaults: true } },
    ...options,
  });
  app.setSerializerCompiler(answerSerializer);
  installErrorHandler(app);
  await app.register(helmet, helmetOptions(ctx.config));
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(rateLimit, rateLimitOptions(ctx.config));
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
  await app.register(metrics, { token: ctx.config.metricsToken });
  await app.register(contracts, { validateAnswers: ctx.config.validateAnswers });
  await app.register(guard, { ctx });
  await app.register(idempotency, { ctx });

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
  await app.register(reportRoutes, { prefix: '/api/report', ctx });
  await app.register(reportSettingsRoutes, { prefix: '/api/report/report_setting', ctx });
  await app.register(reportScheduleRoutes, { prefix: '/api/report/report_schedule', ctx });
  await app.register(analyticRoutes, { prefix: '/api/analytic', ctx });
  await app.register(euro4Routes, { prefix: '/api/analytic/euro4', ctx });
  await app.register(activationRoutes, { prefix: '/api/report/report_vehicle_activation', ctx });
  await app.register(disclaimerRoutes, { prefix: '/api/vehicle/vehicle_activation', ctx });
  await app.register(retailSalesRoutes, { prefix: '/api/analytic/retail_sales', ctx });
  await app.register(customerActivationRoutes, { prefix: '/api/report/report_customer_activation', ctx });
  await app.register(dealerPerformanceRoutes, { prefix: '/api/report/report_dealer_performance', ctx });
  await app.register(commandRoutes, { prefix: '/api/monitoring-service/command', ctx });
  await app.register(geoRoutes, { prefix: '/api/geo-service', ctx });
  await app.register(poolRoutes, { prefix: '/api/geoservice/geofunction', ctx });
  await app.register(spbuRoutes, { prefix: '/api/fuel/spbu', ctx });
  await app.register(fuelRoutes, { prefix: '/api/fuel/fuel', ctx });
  await app.register(wikiRoutes, { prefix: '/api/wiki', ctx });
  await app.register(surveyRoutes, { prefix: '/api/survey/survey', ctx });
  await app.register(questionRoutes, { prefix: '/api/survey/question', ctx });
  await app.register(answerRoutes, { prefix: '/api/survey/answer', ctx });
  await app.register(shareRoutes, { prefix: '/api/share', ctx });
  await app.register(serviceRoutes, { prefix: '/api/service', ctx });
  await app.register(subscriptionRoutes, { prefix: '/api/subscription', ctx });
  await app.register(paymentNotificationRoutes, { prefix: '/payment', ctx });
  await app.register(deviceConfigRoutes, { prefix: '/api/call-center/config', ctx });
  await app.register(contestRoutes, { prefix: '/api/driver/contest', ctx });
  await app.register(vehicleLeasingRoutes, { prefix: '/api/vehicle/vehicle_leasing', ctx });
  await app.register(announcementBannerRoutes, { prefix: '/api/notification/announcement', ctx });
  await app.register(callCenterRoutes, { prefix: '/api/call-center', ctx });
  for (const def of RESOURCES)
    await app.register(resourceRoutes(def), { prefix: `/api/${def.group}/${def.name}`, ctx });
  await app.register(vehicleRoutes, { prefix: '/api/vehicle/vehicle', ctx });
  await app.register(vehicleHistoryRoutes, { prefix: '/api/vehicle/vehicle_history', ctx });
  await app.register(vehicleAbnormalRoutes, { prefix: '/api/vehicle/vehicle_abnormal', ctx });
  await app.register(downloadRoutes, { prefix: '/api/report/download', ctx });
  await app.register(liveRoutes, { prefix: '/live', ctx });
  await app.register(basemapRoutes, { ctx });

  await serveWeb(app, ctx.config.webDist);
  return app;
}

/** A CSP host source for an XYZ tile template: its origin, a `{s}` subdomain placeholder as `*`. */
export function tileSource(template: string): string | null {
  const match = /^(https?:\/\/)([^/?#]+)/i.exec(template);
  if (!match) return null;
  const host = (match[2] ?? '').replace(/^\{[^}]*\}\./, '*.');
  return host.includes('{') ? null : `${match[1]}${host}`;
}

/**
 * Security headers on every answer (review L6). The CSP allows what the web app needs: MapLibre's workers from
 * blob:, tiles from the configured tile servers, images from data: and blob:, inline styles (antd, ECharts and
 * the sign-in page). No page may be framed. Referrer-Policy keeps ?ssoToken&gsid out of Referer headers.
 */
function helmetOptions(config: Config) {
  const tiles = [config.mapTiles.street, config.mapTiles.satellite, config.mapTiles.traffic]
    .map((layer) => (layer ? tileSource(layer.url) : null))
    .filter((source): source is string => source !== null);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...config.ssoAllowedOrigins],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tiles],
        connectSrc: ["'self'", ...tiles],
        workerSrc: ["'self'", 'blob:'],
        childSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    frameguard: { action: 'deny' as const },
    referrerPolicy: { policy: 'no-referrer' as const },
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
    crossOriginEmbedderPolicy: false,
  };
}

/** Calls per minute per bearer token, or per address for calls without one (review I2); 0 turns a limit off. */
function rateLimitOptions(config: Config) {
  const { perToken, perAddress } = config.rateLimit;
  const tokenOf = (request: FastifyRequest) => /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return {
    timeWindow: 60_000,
    // Only calls count: the web app's files, /docs and /metrics do not.
    allowList: (request: FastifyRequest) =>
      !/^\/(api|sso)\//.test(request.url) || (tokenOf(request) ? perToken === 0 : perAddress === 0),
    keyGenerator: (request: FastifyRequest) => {
      const token = tokenOf(request);
      return token ? `token:${token}` : `address:${request.ip}`;
    },
    max: (request: FastifyRequest) => (tokenOf(request) ? perToken : perAddress),
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new AppError(429, 'too_many_requests', { values: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) } }),
  };
}

/** Hashed build assets (vite's assets/ folder) never change under their name; index.html must be asked again. */
function cacheHeaders(reply: FastifyReply, path: string): void {
  const immutable = /[/\\]assets[/\\][^/\\]+-[\w-]{8,}\.\w+$/.test(path);
  reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** The built single-page app, with index.html for every path that is not a file or a call. */
async function serveWeb(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  app.setNotFoundHandler((request, reply) => {
    const isCall = /^\/(api|sso|live|docs|metrics|map)(\/|$)/.test(request.url);
    if (!isCall && hasWeb && request.method === 'GET')
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ response: 404, code: 'not_found', message: MESSAGES.not_found });
  });
}
