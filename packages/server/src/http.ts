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

/**
 * The portal's own origin, from PUBLIC_URL only: never from the Host or X-Forwarded-Host header, which a proxy
 * or cache may pass through unchecked (security review L5). Normalised like URL.origin (a default port dropped).
 */
export function publicOrigin(publicUrl: string): string {
  return new URL(publicUrl).origin;
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
