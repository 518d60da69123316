import type { Socket } from 'node:net';
import type { DeviceFamily } from './ingest-settings.js';

/** A tracker connection as the pipeline sees it. */
export type TrackerLink = {
  socket: Socket;
  family: DeviceFamily;
  /** Source address without the port. */
  address: string;
  /** How long it may stay silent and still hold its IMEI (its protocol's idle time-out). */
  idleMs: number;
  /** When it last sent bytes (epoch ms). */
  lastDataAt: number;
};

/** Open, and has sent data within its idle time-out. */
export function isAlive(link: TrackerLink, now = Date.now()): boolean {
  return !link.socket.destroyed && now - link.lastDataAt <= link.idleMs;
}

export type Claim = { kind: 'held' } | { kind: 'refused'; holder: TrackerLink };

/**
 * Which connection holds each IMEI. The protocols prove nothing about who is speaking, so the first
 * connection keeps its IMEI while it is alive: a newcomer from another address is refused. A
 * newcomer from the same address replaces it (the device reconnecting after a drop), as does anyone
 * once the holder has closed or gone silent past its idle time-out.
 */
export function createConnectionRegistry() {
  const holders = new Map<string, TrackerLink>();
  return {
    /** Gives `imei` to `link`, or names the live holder from another address that keeps it. */
    claim(imei: string, link: TrackerLink): Claim {
      const holder = holders.get(imei);
      if (holder && holder !== link) {
        if (holder.address !== link.address && isAlive(holder)) return { kind: 'refused', holder };
        holder.socket.destroy();
      }
      holders.set(imei, link);
      return { kind: 'held' };
    },
    /**
     * Another node took `imei` from `address`: the connection here is closed if it is the same
     * tracker's old one (same address, or gone silent). A live one from elsewhere is kept ('kept').
     */
    handOver(imei: string, address: string): 'none' | 'closed' | 'kept' {
      const holder = holders.get(imei);
      if (!holder) return 'none';
      if (holder.address !== address && isAlive(holder)) return 'kept';
      holders.delete(imei);
      holder.socket.destroy();
      return 'closed';
    },
    /** Whether `link` held `imei` (and now no longer does). */
    release(imei: string, link: TrackerLink): boolean {
      if (holders.get(imei) !== link) return false;
      holders.delete(imei);
      return true;
    },
    /** The IMEIs whose connections are alive. */
    liveImeis(now = Date.now()): string[] {
      return [...holders].filter(([, link]) => isAlive(link, now)).map(([imei]) => imei);
    },
    /** The connection that holds `imei` and has been sending: the only one a command may go to. */
    linkOf(imei: string): TrackerLink | undefined {
      const holder = holders.get(imei);
      return holder && isAlive(holder) ? holder : undefined;
    },
  };
}

export type ConnectionRegistry = ReturnType<typeof createConnectionRegistry>;
