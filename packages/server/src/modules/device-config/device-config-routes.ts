import { isIPv4 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  COMMAND_TIMEOUT_SECONDS,
  CommandResultPage,
  ConfigResultPage,
  ConfigResultQuery,
  ConfigResultRow,
  ConfigSendBody,
  Envelope,
  type ConfigSettings,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { COMMAND_SUBJECTS, isTrackerConnected } from '../command/command-bus.js';
import { createCommandDispatcher, type CommandOutcome } from '../command/command-dispatcher.js';
import {
  claimQueued,
  findVisibleVehicleById,
  finishConfig,
  insertConfig,
  listCommandResults,
  listConfigs,
  readConfig,
  type ConfigResult,
} from './device-config-repository.js';

/** The settings of the body, each only when given; refuses an empty or half server address. */
function settingsOf(body: ConfigSendBody): ConfigSettings {
  const settings: ConfigSettings = {
    ...(body.report_interval !== undefined ? { report_interval: body.report_interval } : {}),
    ...(body.apn !== undefined ? { apn: body.apn } : {}),
    ...(body.host !== undefined ? { host: body.host } : {}),
    ...(body.port !== undefined ? { port: body.port } : {}),
  };
  if (Object.keys(settings).length === 0) throw badRequest('config_settings_missing');
  if ((settings.host === undefined) !== (settings.port === undefined)) throw badRequest('config_server_incomplete');
  // Digits and dots only pass the hostname pattern, so they must make a real IPv4 address.
  if (settings.host !== undefined && /^[0-9.]+$/.test(settings.host) && !isIPv4(settings.host)) {
    throw badRequest('config_host_invalid');
  }
  return settings;
}

function resultOf(outcome: CommandOutcome, queue: boolean): ConfigResult {
  switch (outcome.status) {
    case 'answered':
      return { status: 'answered', payload: outcome.payload, answer: outcome.answer, answeredAt: outcome.answeredAt };
    case 'offline':
      return { status: queue ? 'queued' : 'offline', payload: null, answer: null, answeredAt: null };
    default:
      return { status: outcome.status, payload: outcome.payload, answer: null, answeredAt: null };
  }
}

function failureOf(row: ConfigResultRow): AppError | null {
  if (row.status === 'offline') return new AppError(409, 'tracker_not_connected', { result: row });
  if (row.status === 'timeout') {
    return new AppError(504, 'command_timeout', { values: { seconds: COMMAND_TIMEOUT_SECONDS }, result: row });
  }
  if (row.status === 'failed') return new AppError(502, 'command_failed', { result: row });
  return null;
}

/**
 * `/api/call-center/config/...`: tracker configuration sent now or queued until the tracker connects,
 * and the results of all commands. Brand-wide for the call centre (its scope), guarded by use_call_center.
 */
export async function deviceConfigRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const dispatcher = createCommandDispatcher(ctx.bus);
  let closing = false;

  /** Sends a tracker's queued configurations, one after the other, when it connects. */
  async function deliverQueued(imei: string): Promise<void> {
    for (const queued of await claimQueued(db, imei)) {
      const outcome = await dispatcher.send({ imei, command: 'config', settings: queued.settings });
      if (closing) return;
      // Gone again before the configuration went out: it stays queued for the next connection.
      await finishConfig(db, queued.id, resultOf(outcome, true));
    }
  }

  const unsubscribe = ctx.bus.subscribe(COMMAND_SUBJECTS.connected, (payload) => {
    if (!isTrackerConnected(payload) || closing) return;
    deliverQueued(payload.imei).catch((error: unknown) => {
      if (!closing) app.log.error({ err: error, imei: payload.imei }, 'queued configuration not delivered');
    });
  });
  app.addHook('onClose', async () => {
    closing = true;
    unsubscribe();
    dispatcher.close();
  });

  app.post(
    '/send_config',
    {
      config: { access: 'use_call_center' },
      schema: { body: ConfigSendBody, response: { 200: Envelope(ConfigResultRow) } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const settings = settingsOf(request.body);
      const vehicle = await findVisibleVehicleById(db, scopeOf(request), request.body.vehicle_id);
      if (!vehicle) throw notFound();
      const { imei } = vehicle;
      const id = await insertConfig(db, {
        imei,
        organizationId: vehicle.organization_id,
        userId: viewer.user_id,
        username: viewer.username,
        settings,
      });
      const outcome = await dispatcher.send({ imei, command: 'config', settings });
      await finishConfig(db, id, resultOf(outcome, request.body.queue));
      const row = await readConfig(db, id);
      const failure = failureOf(row);
      if (failure) throw failure;
      return ok(row);
    },
  );

  app.get(
    '/list_config_result',
    {
      config: { access: 'use_call_center' },
      schema: { querystring: ConfigResultQuery, response: { 200: Envelope(ConfigResultPage) } },
    },
    async (request) => ok(await listConfigs(db, scopeOf(request), request.query)),
  );

  app.get(
    '/list_command_result',
    {
      config: { access: 'use_call_center' },
      schema: { querystring: ConfigResultQuery, response: { 200: Envelope(CommandResultPage) } },
    },
    async (request) => ok(await listCommandResults(db, scopeOf(request), request.query)),
  );
}
