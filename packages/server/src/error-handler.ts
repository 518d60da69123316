import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES } from '@armada/domain';
import { AppError } from './errors.js';

/** One error handler: 4xx pass through with a code, 5xx are logged with context and hidden. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.status).send(error.body());
    if (error.validation) {
      const errors = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '') || v.params?.missingProperty,
        message: v.message,
      }));
      return reply
        .status(400)
        .send({ response: 400, code: 'bad_request', message: MESSAGES.bad_request, result: { errors } });
    }
    const status = error.statusCode ?? 500;
    if (status < 500)
      return reply.status(status).send({ response: status, code: 'bad_request', message: MESSAGES.bad_request });
    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    return reply.status(500).send({ response: 500, code: 'server_error', message: MESSAGES.server_error });
  });
}
