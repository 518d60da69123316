import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@armada/domain';

export type TypedApp = ReturnType<typeof typed>;

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}

/** The gateway's success envelope. */
export function ok<T>(result: T, message: string = MESSAGES.success) {
  return { response: 200, message, result };
}

export function callerOf(request: FastifyRequest) {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

/** The portal's own origin as the browser sees it (for links in mails and redirects). */
export function originOf(request: FastifyRequest): string {
  const raw = `${request.protocol}://${request.host}`;
  try {
    // Normalised like URL.origin (a default port such as :80 dropped), so comparisons with it hold.
    return new URL(raw).origin;
  } catch {
    return raw;
  }
}
