import { createServer, type Server } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { ProtocolHandler } from './protocol.js';
import type { IngestPipeline } from './pipeline.js';
import { serveConnection } from './connection.js';
import { gt06Protocol } from './protocols/gt06/index.js';
import { ruptelaProtocol } from './protocols/ruptela/index.js';
import { teltonikaProtocol } from './protocols/teltonika/index.js';

export type IngestPorts = { teltonika: number; ruptela: number; gt06: number };

export const DEFAULT_INGEST_PORTS: IngestPorts = { teltonika: 5027, ruptela: 5046, gt06: 5023 };

const HANDLERS: Record<keyof IngestPorts, ProtocolHandler> = {
  teltonika: teltonikaProtocol,
  ruptela: ruptelaProtocol,
  gt06: gt06Protocol,
};

/** One TCP listener per device family; port 0 picks a free port (tests). */
export async function startIngest(
  pipeline: IngestPipeline,
  ports: IngestPorts,
  host: string,
  log: FastifyBaseLogger,
): Promise<{ ports: IngestPorts; close(): Promise<void> }> {
  const servers: Server[] = [];
  const bound = { ...ports };
  for (const family of Object.keys(HANDLERS) as (keyof IngestPorts)[]) {
    const server = createServer({ noDelay: true }, (socket) =>
      serveConnection(socket, HANDLERS[family], pipeline, log),
    );
    server.on('error', (error) => log.error({ err: error, family }, 'ingest listener failed'));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(ports[family], host, () => resolve());
    });
    const address = server.address();
    if (typeof address === 'object' && address) bound[family] = address.port;
    servers.push(server);
  }
  log.info({ ports: bound }, 'ingest listening');
  return {
    ports: bound,
    close: async () => {
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
      await pipeline.drain();
    },
  };
}
