import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES, type JobOrderFailure } from '@armada/domain';
import { AppError } from '../../errors.js';

/**
 * The job-order service answers `{ ok: false, code, message }` where the gateway answers
 * `{ response, code, message }`: the same codes, statuses and logging as error-handler.ts, in the
 * service's own shape. Set inside the service's plugin, so it covers only its routes (guard included).
 */
export function installJobOrderErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const fail = (status: number, body: Omit<JobOrderFailure, 'ok'>) =>
      reply.status(status).send({ ok: false, ...body } satisfies JobOrderFailure);
    if (error instanceof AppError) return fail(error.status, { code: error.code, message: error.message });
    if (error.validation) {
      const errors = error.validation.map((v) => ({
        field: String(v.instancePath.replace(/^\//, '') || v.params?.missingProperty || ''),
        message: v.message ?? '',
      }));
      return fail(400, { code: 'bad_request', message: MESSAGES.bad_request, errors });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return fail(status, { code: 'bad_request', message: MESSAGES.bad_request });
    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    return fail(500, { code: 'server_error', message: MESSAGES.server_error });
  });
}
