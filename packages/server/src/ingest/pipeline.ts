import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Telemetry, TelemetryProperties } from '@armada/domain';
import type { Database } from '../db/client.js';
import { createUnknownBudget } from './address-limits.js';
import { createConnectionRegistry, type TrackerLink } from './connection-registry.js';
import { createSharedClaims } from './shared-claims.js';
import { ingestSettings, type DeviceFamily, type IngestSettings } from './ingest-settings.js';
import { createLogThrottle } from './log-throttle.js';
import { createPositionWriter, type PositionWriterOptions } from './position-writer.js';
import { createVehicleRegistry, type RegisteredDevice } from './vehicle-registry.js';

/** A connection refused because another address holds the IMEI (see connection-registry.ts). */
export type TakeoverAttempt = {
  imei: string;
  family: DeviceFamily;
  address: string;
  holderAddress: string;
  device: RegisteredDevice;
};

export type IngestEvents = {
  stored: [rows: Telemetry[]];
  status: [imei: string, status: Partial<TelemetryProperties>];
  'command-answer': [imei: string, text: string];
  /** A connection took the IMEI (a tracker connected or reconnected): queued commands may go out. */
  connected: [imei: string];
  'takeover-refused': [attempt: TakeoverAttempt];
};

export type Identification =
  { kind: 'accepted'; device: RegisteredDevice } | { kind: 'unknown' } | { kind: 'refused'; holderAddress: string };

export type IngestPipelineOptions = PositionWriterOptions & {
  settings?: Partial<IngestSettings>;
  /** This node's name among the ingest nodes (the tracker claims); one of its own when not given. */
  node?: string;
};

/**
 * Between the tracker connections and the database: who may connect, durable storage of positions,
 * status merges, the connection holding each device (for commands), and events for the live side.
 */
export function createIngestPipeline(database: Database, log: FastifyBaseLogger, options: IngestPipelineOptions = {}) {
  const { db } = database;
  const { settings: changes, node = `armada-ingest-${randomUUID()}`, ...writerOptions } = options;
  const settings = ingestSettings(changes);
  const events = new EventEmitter<IngestEvents>();
  const registry = createVehicleRegistry(db);
  const writer = createPositionWriter(database, {
    maxJumpKmh: settings.maxJumpKmh,
    ...writerOptions,
    onStored: (rows) => events.emit('stored', rows),
  });
  const links = createConnectionRegistry();
  const claims = createSharedClaims(db, node);
  const budget = createUnknownBudget(settings.unknownPerAddress, settings.unknownWindowMs);
  const throttle = createLogThrottle();

  async function refuseUnknown(imei: string, link: TrackerLink): Promise<void> {
    const listed = budget.mayList(link.address, imei);
    const { log: loud, skipped } = throttle(`unknown ${link.address}`);
    if (loud)
      log.warn(
        { imei, family: link.family, remoteAddress: link.address, listed, skipped },
        'This imei device not found.',
      );
    if (listed) await registry.recordUnknown(imei, link.family, link.address, settings.unknownDevicesMax);
  }

  function refuseTakeover(device: RegisteredDevice, link: TrackerLink, holderAddress: string): Identification {
    const attempt = { imei: device.imei, family: link.family, address: link.address, holderAddress };
    const { log: loud, skipped } = throttle(`takeover ${device.imei} ${link.address}`);
    if (loud) log.warn({ ...attempt, skipped }, 'tracker refused: its IMEI is connected from another address');
    events.emit('takeover-refused', { ...attempt, device });
    return { kind: 'refused', holderAddress };
  }

  return {
    events,
    registry,
    /** Whether `link` may speak for `imei`: a registered device, not held alive from another address. */
    async identify(imei: string, link: TrackerLink): Promise<Identification> {
      const device = await registry.lookup(imei);
      if (!device) {
        await refuseUnknown(imei, link);
        return { kind: 'unknown' };
      }
      const claim = links.claim(imei, link);
      if (claim.kind === 'refused') return refuseTakeover(device, link, claim.holder.address);
      // Another ingest node may hold it: the same check over every node's connections.
      const shared = await claims.claim(imei, link.address);
      if (shared.kind === 'refused') {
        links.release(imei, link);
        return refuseTakeover(device, link, shared.holderAddress);
      }
      return { kind: 'accepted', device };
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
    /** Called once a connection's identification is accepted and answered. */
    connected(imei: string): void {
      writer.forget(imei);
      events.emit('connected', imei);
    },
    disconnected(imei: string, link: TrackerLink): void {
      if (!links.release(imei, link)) return;
      claims.release(imei).catch((error: unknown) => log.warn({ err: error, imei }, 'tracker claim not released'));
    },
    /** Keeps this node's claims on its live connections good (called every CLAIM_REFRESH_MS). */
    refreshClaims: () => claims.refresh(links.liveImeis()),
    /** Another node took the tracker's connection (see ConnectionRegistry.handOver). */
    handOver(imei: string, address: string): void {
      if (links.handOver(imei, address) !== 'kept') return;
      log.warn({ imei, address }, 'tracker connected on another node from another address while connected here');
    },
    /** Where the tracker holding `imei` here connects from. */
    addressOf: (imei: string): string | undefined => links.linkOf(imei)?.address,
    /** The open connection of a device that has been sending, for sending it a command. */
    socketOf: (imei: string) => links.linkOf(imei)?.socket,
    /** The family ('teltonika', 'ruptela', 'gt06') of that connection. */
    familyOf: (imei: string): string | undefined => links.linkOf(imei)?.family,
    drain: () => writer.drain(),
  };
}

export type IngestPipeline = ReturnType<typeof createIngestPipeline>;
