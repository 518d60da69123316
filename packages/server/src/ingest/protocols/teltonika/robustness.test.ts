import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DecodeResult, SessionState } from '../../protocol.js';
import { MAX_FRAME_BYTES, ProtocolError } from '../../protocol.js';
import { CODEC_8, CODEC_8_EXTENDED } from './avl-types.js';
import { encodeAvlPacket } from './encoder.js';
import { teltonikaProtocol } from './index.js';
import { wrapPacket } from './packet.js';
import { telemetryArb } from '../../../test-support/teltonika-arbitraries.js';

const sessions: SessionState[] = [{ imei: null }, { imei: '356307042441013' }];

/** Runs decode; anything thrown other than a ProtocolError fails the property. */
function attempt(bytes: Buffer, session: SessionState): DecodeResult | ProtocolError {
  try {
    return teltonikaProtocol.decode(bytes, session);
  } catch (error) {
    if (error instanceof ProtocolError) return error;
    throw error;
  }
}

const packetArb = fc
  .tuple(fc.array(telemetryArb, { minLength: 1, maxLength: 3 }), fc.constantFrom(CODEC_8, CODEC_8_EXTENDED))
  .map(([positions, codec]) => ({ positions, packet: encodeAvlPacket(positions, codec) }));

describe('teltonika decoder robustness', () => {
  it('throws only ProtocolError on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.constantFrom(...sessions), (bytes, session) => {
        const result = attempt(Buffer.from(bytes), session);
        if (!(result instanceof ProtocolError)) expect(result.consumed).toBeLessThanOrEqual(bytes.length);
      }),
      { numRuns: 2000 },
    );
  });

  it('throws only ProtocolError on random bytes behind a plausible header', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 400 }), fc.uint8Array({ maxLength: 420 }), (length, tail) => {
        const header = Buffer.alloc(8);
        header.writeUInt32BE(length, 4);
        attempt(Buffer.concat([header, Buffer.from(tail)]), sessions[1] ?? { imei: null });
      }),
      { numRuns: 2000 },
    );
  });

  it('throws only ProtocolError on random bodies with a valid CRC', () => {
    const body = fc
      .tuple(
        fc.constantFrom(0x07, 0x08, 0x8e, 0x0c, 0x0d, 0x0e, 0x10, 0x99),
        fc.uint8Array({ minLength: 7, maxLength: 300 }),
      )
      .map(([codec, rest]) => Buffer.concat([Buffer.from([codec]), Buffer.from(rest)]));
    fc.assert(
      fc.property(body, (bytes) => {
        attempt(wrapPacket(bytes), { imei: '356307042441013' });
      }),
      { numRuns: 3000 },
    );
  });

  it('waits on every truncation of a valid packet', () => {
    fc.assert(
      fc.property(packetArb, fc.nat(), ({ packet }, cut) => {
        const prefix = packet.subarray(0, cut % packet.length);
        expect(teltonikaProtocol.decode(prefix, { imei: '356307042441013' })).toEqual({ frames: [], consumed: 0 });
      }),
      { numRuns: 500 },
    );
  });

  /**
   * The CRC covers codec id .. second count, and CRC-16 catches every single-bit error there; a flip
   * in the CRC field itself breaks the match. A flip in the preamble is malformed; one in the length
   * field either claims more bytes (decode waits) or fewer (the CRC, read from the wrong place, fails).
   * So a single flipped bit never yields a position, let alone a wrong one.
   */
  it('never returns a position from a packet with one flipped bit', () => {
    fc.assert(
      fc.property(packetArb, fc.nat(), fc.integer({ min: 0, max: 7 }), ({ packet }, at, bit) => {
        const corrupt = Buffer.from(packet);
        const index = at % corrupt.length;
        corrupt[index] = (corrupt[index] ?? 0) ^ (1 << bit);
        const result = attempt(corrupt, { imei: '356307042441013' });
        if (!(result instanceof ProtocolError)) expect(result).toEqual({ frames: [], consumed: 0 });
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses length fields beyond MAX_FRAME_BYTES', () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_FRAME_BYTES - 11, max: 0xffffffff }), (length) => {
        const header = Buffer.alloc(8);
        header.writeUInt32BE(length, 4);
        const result = attempt(header, { imei: '356307042441013' });
        expect(result).toBeInstanceOf(ProtocolError);
        expect((result as ProtocolError).reason).toBe('oversized');
      }),
    );
  });
});
