import type { Telemetry } from '@armada/domain';

/**
 * What a device protocol module gives the ingest pipeline. Each family (teltonika, ruptela, gt06)
 * lives in protocols/<family>/ and exports one `ProtocolHandler`.
 *
 * The listener appends received bytes to the connection's buffer and calls `decode` with all of it;
 * `decode` parses as many complete frames as the buffer holds and says how many bytes it used. A
 * frame cut short is left for the next call (consumed stops before it). Malformed, corrupt (bad CRC)
 * or oversized input throws a ProtocolError: the listener closes that connection, logs the reason and
 * goes on serving the others. `decode` never throws anything else.
 */
export type ProtocolHandler = {
  family: 'teltonika' | 'ruptela' | 'gt06';
  /** The spec's gpstype: 1 Ruptela, 2 Teltonika, 3 Concox. */
  gpstype: 1 | 2 | 3;
  decode(buffer: Buffer, session: SessionState): DecodeResult;
};

/** Per-connection state a protocol may need between frames (the IMEI once known). */
export type SessionState = { imei: string | null };

export type DecodeResult = { frames: Frame[]; consumed: number };

export type Frame =
  /**
   * The device says who it is. `accept` / `reject` are the bytes to answer once the pipeline knows
   * whether the IMEI is registered (null when the protocol sends nothing).
   */
  | { kind: 'identify'; imei: string; accept: Buffer | null; reject: Buffer | null }
  /**
   * Positions to store. `ack` is sent only after they are durably stored. `imei` is set when the
   * frame itself carries it (Ruptela); otherwise the session's.
   */
  | { kind: 'positions'; imei: string | null; positions: Telemetry[]; ack: Buffer | null }
  /** A heartbeat or status frame: answer `reply` at once; `status` carries any properties it reports. */
  | { kind: 'status'; imei: string | null; reply: Buffer | null; status: Partial<Telemetry['properties']> }
  /** The device's answer to a command we sent (Teltonika Codec 12, GT06 0x15/0x21). */
  | { kind: 'command-response'; imei: string | null; text: string; reply: Buffer | null };

export type ProtocolErrorReason = 'malformed' | 'crc' | 'oversized' | 'unsupported' | 'not-identified';

export class ProtocolError extends Error {
  constructor(
    readonly reason: ProtocolErrorReason,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

/** Largest frame any supported protocol may send; anything bigger closes the connection. */
export const MAX_FRAME_BYTES = 64 * 1024;
