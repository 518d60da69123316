import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * Sends a success envelope around a result whose pieces are UTF-8 JSON already (serialised and
 * cached ahead): one copy into the answer, no second serialisation. The route's response schema
 * still documents the shape.
 */
export function sendResultPieces(reply: FastifyReply, pieces: Buffer[]): FastifyReply {
  const head = Buffer.from('{"response":200,"message":"Success","result":');
  const body = Buffer.concat([head, ...pieces, Buffer.from('}')]);
  return reply.type('application/json; charset=utf-8').send(body);
}
