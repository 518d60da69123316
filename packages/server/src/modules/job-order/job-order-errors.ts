import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES, type JobOrderFailure } from '@armada/domain';
import type { AppError } from '../../errors.js';
import { knownError } from '../../error-handler.js';

/** The fields a refused request got wrong, as the gateway lists them in its result. */
function errorsOf(error: AppError): Pick<JobOrderFailure, 'errors'> {
  const listed = (error.options.result as { errors?: { field?: unknown; message?: unknown }[] } | undefined)?.errors;
  if (!listed) return {};
  return { errors: listed.map((e) => ({ field: String(e.field ?? ''), message: String(e.message ?? '') })) };
}

/**
 * The job-order service answers `{ ok: false, code, message }` where the gateway answers
 * `{ response, code, message }`: the same codes, statuses and logging as error-handler.ts, in the
 * service's own shape. Set inside the service's plugin, so it covers only its routes (guard included).
 */
export function installJobOrderErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const fail = (status: number, body: Omit<JobOrderFailure, 'ok'>) =>
      reply.status(status).send({ ok: false, ...body } satisfies JobOrderFailure);
    const known = knownError(error);
    if (known) return fail(known.status, { code: known.code, message: known.message, ...errorsOf(known) });
    const status = (error as FastifyError).statusCode ?? 500;
    if (status < 500) return fail(status, { code: 'bad_request', message: MESSAGES.bad_request });
    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    return fail(500, { code: 'server_error', message: MESSAGES.server_error });
  });
}
