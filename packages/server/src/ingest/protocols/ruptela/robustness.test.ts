import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Telemetry } from '@armada/domain';
import { MAX_FRAME_BYTES, ProtocolError, type DecodeResult } from '../../protocol.js';
import { decodeRuptela } from './ruptela-protocol.js';
import { encodeRecords } from './encoder.js';
import { DOC_RECORDS_HEX, EXTENDED_MERGED_HEX, telemetryArb } from '../../../test-support/ruptela-fixtures.js';

/** Decodes, turning a ProtocolError into its reason and letting anything else fail the test. */
function attempt(buffer: Buffer): DecodeResult | ProtocolError {
  try {
    return decodeRuptela(buffer, { imei: null });
  } catch (error) {
    if (error instanceof ProtocolError) return error;
    throw error;
  }
}

const positionsOf = (result: DecodeResult): Telemetry[] =>
  result.frames.flatMap((f) => (f.kind === 'positions' ? f.positions : []));

const encoded = fc
  .tuple(fc.array(telemetryArb(false), { minLength: 1, maxLength: 4 }), fc.boolean())
  .map(([positions, extended]) => ({ positions, packet: encodeRecords('863071014876545', positions, { extended }) }));

describe('ruptela decoder robustness', () => {
  it('never throws anything but ProtocolError on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        const result = attempt(Buffer.from(bytes));
        if (!(result instanceof ProtocolError)) expect(result.consumed).toBeLessThanOrEqual(bytes.length);
      }),
      { numRuns: 2000 },
    );
  });

  it('waits for the rest of a truncated valid packet', () => {
    fc.assert(
      fc.property(encoded, fc.nat(), ({ packet }, cut) => {
        const result = attempt(packet.subarray(0, cut % packet.length));
        expect(result).toEqual({ frames: [], consumed: 0 });
      }),
    );
  });

  it('refuses or waits on a single-bit corruption, or decodes exactly what was encoded', () => {
    fc.assert(
      fc.property(encoded, fc.nat(), ({ positions, packet }, bitIndex) => {
        const corrupt = Buffer.from(packet);
        const bit = bitIndex % (packet.length * 8);
        corrupt[bit >> 3] = (corrupt[bit >> 3] ?? 0) ^ (1 << (bit & 7));
        const result = attempt(corrupt);
        // CRC-16 catches every single-bit error in the bytes it covers; a flip in the length field
        // moves the frame end, which waits for more bytes or fails the checksum. Only a CRC
        // collision could let a frame through, and then it must not invent a different position.
        if (!(result instanceof ProtocolError) && result.consumed > 0) {
          expect(positionsOf(result)).toEqual(positions);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it.each([DOC_RECORDS_HEX, EXTENDED_MERGED_HEX])('refuses every single-bit flip of an example packet', (h) => {
    const packet = Buffer.from(h, 'hex');
    for (let bit = 0; bit < packet.length * 8; bit++) {
      const corrupt = Buffer.from(packet);
      corrupt[bit >> 3] = (corrupt[bit >> 3] ?? 0) ^ (1 << (bit & 7));
      const result = attempt(corrupt);
      if (!(result instanceof ProtocolError)) expect(result).toEqual({ frames: [], consumed: 0 });
    }
  });

  it('refuses length fields beyond MAX_FRAME_BYTES without waiting for the bytes', () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_FRAME_BYTES - 3, max: 0xffff }), (length) => {
        const head = Buffer.alloc(2);
        head.writeUInt16BE(length);
        const result = attempt(head);
        expect(result instanceof ProtocolError && result.reason).toBe('oversized');
      }),
    );
  });
});
