import pino from 'pino';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';

/** Paths whose query string carries a credential (/live?token=, /sso/verifytoken?ssoToken=, ?t=). */
const SECRET_QUERY = /^\/(live|sso)(\/|\?|$)/;

/** A URL fit for the log: the query string of /live and /sso/* replaced by `?[redacted]`. */
export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0 || !SECRET_QUERY.test(url)) return url;
  return `${url.slice(0, query)}?[redacted]`;
}

type ErrorLike = Error & { params?: unknown; query?: unknown; cause?: unknown };

/** pino's error serializer without query parameters: drizzle puts them on `params` and in the message. */
function safeError(error: ErrorLike): Record<string, unknown> {
  const out = pino.stdSerializers.err(error) as Record<string, unknown>;
  delete out.params;
  for (const key of ['message', 'stack'] as const) {
    if (typeof out[key] === 'string')
      out[key] = (out[key] as string).replace(/\nparams: [^\n]*/g, '\nparams: [redacted]');
  }
  if (out.cause && typeof out.cause === 'object') delete (out.cause as Record<string, unknown>).params;
  return out;
}

/** The request as logged: no headers (so no Authorization), no credential in the query string. */
function safeRequest(request: FastifyRequest) {
  return { method: request.method, url: loggableUrl(request.url), remoteAddress: request.ip };
}

/** Serializers and redaction every server log goes through (security review L4). */
export const LOG_OPTIONS = {
  serializers: { req: safeRequest, err: safeError, error: safeError },
  redact: {
    paths: ['headers.authorization', 'req.headers.authorization', 'params', 'err.params', 'error.params', 'url'],
    censor: (value: unknown, path: string[]) =>
      path[path.length - 1] === 'url' && typeof value === 'string' ? loggableUrl(value) : '[redacted]',
  },
} satisfies pino.LoggerOptions;

/** The logger `npm start` uses: JSON lines, or pino-pretty when stdout is a terminal or LOG_PRETTY is set. */
export function createLogger(level: string, pretty: boolean): pino.Logger {
  if (!pretty) return pino({ level, ...LOG_OPTIONS });
  const transport = pino.transport({
    target: 'pino-pretty',
    options: { colorize: process.stdout.isTTY === true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
  });
  return pino({ level, ...LOG_OPTIONS }, transport);
}

/** The same logger with the safe serializers and redaction applied (for loggers made elsewhere, as in tests). */
export function safeLogger(log: FastifyBaseLogger): FastifyBaseLogger {
  return (log as pino.Logger).child({}, LOG_OPTIONS);
}

/**
 * Request lines ("incoming request", "request completed") at debug rather than info, so `npm start` shows what
 * happens rather than every call; errors stay at error. A missing route is logged without its query string.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.method}:${loggableUrl(request.url)} not found`);
  }
}
