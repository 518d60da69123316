import type { FastifyInstance } from 'fastify';
import {
  COMMAND_TIMEOUT_SECONDS,
  CommandListQuery,
  CommandPage,
  CommandRow,
  Envelope,
  StarterKillBody,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { findVisibleVehicle } from '../history/history-repository.js';
import { storeConfirmation } from './command-confirmation.js';
import { createCommandDispatcher, type CommandOutcome } from './command-dispatcher.js';
import { finishAttempt, insertAttempt, listAttempts, readAttempt, type AttemptResult } from './command-repository.js';

function resultOf(outcome: CommandOutcome): AttemptResult {
  switch (outcome.status) {
    case 'answered':
      return { status: 'answered', payload: outcome.payload, answer: outcome.answer, answeredAt: outcome.answeredAt };
    case 'offline':
      return { status: 'offline', payload: null, answer: null, answeredAt: null };
    default:
      return { status: outcome.status, payload: outcome.payload, answer: null, answeredAt: null };
  }
}

/** The error for an attempt that got no answer; the stored attempt travels in `result`. */
function failureOf(outcome: CommandOutcome, row: CommandRow): AppError | null {
  if (outcome.status === 'offline') return new AppError(409, 'tracker_not_connected', { result: row });
  if (outcome.status === 'timeout') {
    return new AppError(504, 'command_timeout', { values: { seconds: COMMAND_TIMEOUT_SECONDS }, result: row });
  }
  if (outcome.status === 'failed') return new AppError(502, 'command_failed', { result: row });
  return null;
}

/** `/api/monitoring-service/command/...`: engine starter kill sent to the tracker, and the audit trail. */
export async function commandRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const dispatcher = createCommandDispatcher(ctx.bus);
  app.addHook('onClose', async () => dispatcher.close());

  app.post(
    '/starter_kill',
    {
      config: { access: 'send_starter_kill' },
      schema: { body: StarterKillBody, response: { 200: Envelope(CommandRow) } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { imei, action } = request.body;
      const vehicle = await findVisibleVehicle(db, scopeOf(request), imei);
      if (!vehicle) throw notFound();
      const id = await insertAttempt(db, {
        imei,
        organizationId: vehicle.organization_id,
        userId: viewer.user_id,
        username: viewer.username,
        action,
      });
      const outcome = await dispatcher.send({ imei, command: 'starter_kill', action });
      await finishAttempt(db, id, resultOf(outcome));
      const row = await readAttempt(db, id);
      const failure = failureOf(outcome, row);
      if (failure) throw failure;
      if (outcome.status === 'answered') {
        await storeConfirmation(db, ctx.bus, {
          commandId: id,
          imei,
          organizationId: vehicle.organization_id,
          label: vehicle.vehicle_number || vehicle.vehicle_name || imei,
          username: viewer.username,
          action,
          answer: outcome.answer,
          at: outcome.answeredAt,
        });
      }
      return ok(row);
    },
  );

  app.get(
    '/list_command',
    {
      config: { access: 'send_starter_kill' },
      schema: { querystring: CommandListQuery, response: { 200: Envelope(CommandPage) } },
    },
    async (request) => ok(await listAttempts(db, scopeOf(request), request.query)),
  );
}
