import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Telemetry, TelemetryProperties } from '@armada/domain';
import type { Db } from '../db/client.js';
import { createPositionWriter, type PositionWriterOptions } from './position-writer.js';
import { createVehicleRegistry, type RegisteredDevice } from './vehicle-registry.js';

export type IngestEvents = {
  stored: [rows: Telemetry[]];
  status: [imei: string, status: Partial<TelemetryProperties>];
  'command-answer': [imei: string, text: string];
};

/**
 * Between the tracker connections and the database: who may connect, durable storage of positions,
 * status merges, the open connection of each device (for commands), and events for the live side.
 */
export function createIngestPipeline(db: Db, log: FastifyBaseLogger, writerOptions: PositionWriterOptions = {}) {
  const events = new EventEmitter<IngestEvents>();
  const registry = createVehicleRegistry(db);
  const writer = createPositionWriter(db, { ...writerOptions, onStored: (rows) => events.emit('stored', rows) });
  const sockets = new Map<string, Socket>();
  // The protocol each open connection speaks, so a command goes out in the device's own language.
  const families = new Map<string, string>();

  return {
    events,
    registry,
    async identify(
      imei: string,
      family: string,
      remoteAddress: string | null,
      socket: Socket,
    ): Promise<RegisteredDevice | null> {
      const device = await registry.lookup(imei);
      if (!device) {
        log.warn({ imei, family, remoteAddress }, 'This imei device not found.');
        await registry.recordUnknown(imei, family, remoteAddress);
        return null;
      }
      sockets.get(imei)?.destroy();
      sockets.set(imei, socket);
      families.set(imei, family);
      return device;
    },
    storePositions: (rows: Telemetry[]) => writer.store(rows),
    async storeStatus(imei: string, status: Partial<TelemetryProperties>): Promise<void> {
      if (Object.keys(status).length === 0) return;
      await db.execute(
        sql`UPDATE vehicle_state SET props = props || ${JSON.stringify(status)}::jsonb, received_at = now() WHERE imei = ${imei}`,
      );
      events.emit('status', imei, status);
    },
    commandAnswered(imei: string, text: string): void {
      log.info({ imei, text }, 'tracker answered a command');
      events.emit('command-answer', imei, text);
    },
    disconnected(imei: string, socket: Socket): void {
      if (sockets.get(imei) !== socket) return;
      sockets.delete(imei);
      families.delete(imei);
    },
    /** The open connection of a device, for sending it a command. */
    socketOf: (imei: string) => sockets.get(imei),
    /** The family ('teltonika', 'ruptela', 'gt06') of a device's open connection. */
    familyOf: (imei: string) => families.get(imei),
    drain: () => writer.drain(),
  };
}

export type IngestPipeline = ReturnType<typeof createIngestPipeline>;
