import { readFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import type { ProtocolHandler } from './protocol.js';
import type { IngestPipeline } from './pipeline.js';
import { serveConnection } from './connection.js';
import { createConnectionCounter } from './address-limits.js';
import { createAllowList, plainAddress } from './allow-list.js';
import {
  DEVICE_FAMILIES,
  ingestSettings,
  type DeviceFamily,
  type IngestSettings,
  type IngestTls,
} from './ingest-settings.js';
import { createLogThrottle } from './log-throttle.js';
import { gt06Protocol } from './protocols/gt06/index.js';
import { ruptelaProtocol } from './protocols/ruptela/index.js';
import { teltonikaProtocol } from './protocols/teltonika/index.js';

export type IngestPorts = { teltonika: number; ruptela: number; gt06: number };

export const DEFAULT_INGEST_PORTS: IngestPorts = { teltonika: 5027, ruptela: 5046, gt06: 5023 };

export type IngestListenOptions = { settings?: Partial<IngestSettings>; teltonikaTls?: IngestTls | null };

const HANDLERS: Record<DeviceFamily, ProtocolHandler> = {
  teltonika: teltonikaProtocol,
  ruptela: ruptelaProtocol,
  gt06: gt06Protocol,
};

/**
 * One TCP listener per device family, and a TLS listener for Teltonika when configured; port 0 picks
 * a free port (tests). Each accepted socket first passes the family's allow-list and the per-address
 * connection limit; a refusal is logged once a minute per address.
 */
export async function startIngest(
  pipeline: IngestPipeline,
  ports: IngestPorts,
  host: string,
  log: FastifyBaseLogger,
  options: IngestListenOptions = {},
): Promise<{ ports: IngestPorts & { teltonikaTls?: number }; close(): Promise<void> }> {
  const settings = ingestSettings(options.settings);
  const admitted = createAdmission(settings, log);
  const servers: Server[] = [];
  const bound: IngestPorts & { teltonikaTls?: number } = { ...ports };
  const serve = (family: DeviceFamily) => (socket: Socket) =>
    serveConnection(socket, HANDLERS[family], pipeline, log, {
      loginMs: settings.loginTimeoutMs,
      idleMs: settings.idleTimeoutMs[family],
    });
  for (const family of DEVICE_FAMILIES) {
    const server = createServer({ noDelay: true }, (socket) => {
      if (admitted(family, socket)) serve(family)(socket);
    });
    bound[family] = await listen(server, ports[family], host, family, log);
    servers.push(server);
  }
  if (options.teltonikaTls) {
    const server = await tlsServer(options.teltonikaTls, settings, admitted, serve('teltonika'), log);
    bound.teltonikaTls = await listen(server, options.teltonikaTls.port, host, 'teltonika-tls', log);
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

/** Teltonika inside TLS: the same handler; the plain socket is judged before the handshake costs anything. */
async function tlsServer(
  tls: IngestTls,
  settings: IngestSettings,
  admitted: (family: DeviceFamily, socket: Socket) => boolean,
  serve: (socket: Socket) => void,
  log: FastifyBaseLogger,
): Promise<Server> {
  const [cert, key] = await Promise.all([readFile(tls.certFile), readFile(tls.keyFile)]);
  const server = createTlsServer({ cert, key, noDelay: true, handshakeTimeout: settings.loginTimeoutMs });
  server.on('connection', (socket: Socket) => void admitted('teltonika', socket));
  server.on('secureConnection', serve);
  server.on('tlsClientError', (error) => log.debug({ err: error.message }, 'tracker TLS handshake failed'));
  return server;
}

/** Admits a socket (counted until it closes) or destroys it: outside the allow-list, or its address is full. */
function createAdmission(settings: IngestSettings, log: FastifyBaseLogger) {
  const allowed = Object.fromEntries(DEVICE_FAMILIES.map((f) => [f, createAllowList(settings.allow[f])])) as Record<
    DeviceFamily,
    (address: string) => boolean
  >;
  const counter = createConnectionCounter(settings.maxConnectionsPerAddress);
  const throttle = createLogThrottle();
  return (family: DeviceFamily, socket: Socket): boolean => {
    const address = plainAddress(socket.remoteAddress);
    const reason = !allowed[family](address) ? 'not-allowed' : !counter.admit(address) ? 'too-many-connections' : null;
    if (reason) {
      const { log: loud, skipped } = throttle(`${reason} ${address}`);
      if (loud) log.warn({ family, remoteAddress: address, reason, skipped }, 'tracker connection refused');
      socket.destroy();
      return false;
    }
    socket.once('close', () => counter.release(address));
    return true;
  };
}

async function listen(server: Server, port: number, host: string, name: string, log: FastifyBaseLogger) {
  server.on('error', (error) => log.error({ err: error, family: name }, 'ingest listener failed'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return typeof address === 'object' && address ? address.port : port;
}
