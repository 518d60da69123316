import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** Placeholder until this module is built. */
export async function sensorRoutes(_app: FastifyInstance, _opts: { ctx: AppContext }) {}
