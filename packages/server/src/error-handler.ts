import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES } from '@armada/domain';
import { AppError } from './errors.js';
import { databaseRefusal } from './database-refusal.js';

type Validation = NonNullable<FastifyError['validation']>;

/** A request that broke its contract: an undeclared field is named; other problems listed by field. */
function validationError(validation: Validation): AppError {
  const unknown = validation.find((v) => v.keyword === 'additionalProperties');
  const field = (unknown?.params as { additionalProperty?: string } | undefined)?.additionalProperty;
  if (field !== undefined) {
    const refusal = new AppError(400, 'unknown_field', { values: { field } });
    return new AppError(400, 'unknown_field', {
      values: { field },
      result: { errors: [{ field, message: refusal.message }] },
    });
  }
  const errors = validation.map((v) => ({
    field: v.instancePath.replace(/^\//, '') || (v.params as { missingProperty?: string } | undefined)?.missingProperty,
    message: v.message,
  }));
  return new AppError(400, 'bad_request', { result: { errors } });
}

/** What the caller is told about a failure it caused; undefined for a failure of the server's own. */
export function knownError(error: FastifyError | AppError): AppError | undefined {
  if (error instanceof AppError) return error;
  return error.validation ? validationError(error.validation) : databaseRefusal(error);
}

/** One error handler: 4xx pass through with a code, 5xx are logged with context and hidden. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const known = knownError(error);
    if (known) return reply.status(known.status).send(known.body());
    const status = (error as FastifyError).statusCode ?? 500;
    if (status < 500)
      return reply.status(status).send({ response: status, code: 'bad_request', message: MESSAGES.bad_request });
    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    return reply.status(500).send({ response: 500, code: 'server_error', message: MESSAGES.server_error });
  });
}
