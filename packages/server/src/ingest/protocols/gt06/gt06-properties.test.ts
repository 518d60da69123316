import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProtocolError, type DecodeResult } from '../../protocol.js';
import { MSG } from './constants.js';
import { encodeLogin, encodePosition, type PositionProtocol } from './encoder.js';
import { buildPacket } from './packet.js';
import { telemetryArbitrary } from '../../../test-support/gt06-arbitraries.js';
import { decode } from '../../../test-support/gt06-decode.js';

const PROTOCOLS: PositionProtocol[] = [MSG.gps, MSG.gpsUtc, MSG.alarm, MSG.alarmUtc];

/** Decodes, turning a ProtocolError into its reason; anything else thrown fails the property. */
function attempt(bytes: Buffer, imei: string | null = '123456789012345'): DecodeResult | ProtocolError {
  try {
    return decode(bytes, { imei });
  } catch (error) {
    if (error instanceof ProtocolError) return error;
    throw error;
  }
}

const packetArbitrary = fc
  .tuple(telemetryArbitrary, fc.constantFrom(...PROTOCOLS), fc.integer({ min: 0, max: 0xffff }))
  .map(([telemetry, protocol, serial]) => ({ telemetry, bytes: encodePosition(telemetry, { protocol, serial }) }));

describe('GT06 decoder properties', () => {
  it('random bytes only ever produce ProtocolError or a well-formed result', () => {
    const start = fc.constantFrom([0x78, 0x78], [0x79, 0x79], []);
    fc.assert(
      fc.property(
        start,
        fc.uint8Array({ maxLength: 300 }),
        fc.option(fc.constant('123456789012345')),
        (prefix, body, imei) => {
          const bytes = Buffer.from([...prefix, ...body]);
          const result = attempt(bytes, imei);
          if (!(result instanceof ProtocolError)) expect(result.consumed).toBeLessThanOrEqual(bytes.length);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('random content behind a valid check reaches every record parser and only fails as ProtocolError', () => {
    const protocol = fc.oneof(fc.constantFrom(...Object.values(MSG)), fc.integer({ min: 0, max: 0xff }));
    fc.assert(
      fc.property(
        protocol,
        fc.uint8Array({ maxLength: 120 }),
        fc.option(fc.constant('123456789012345')),
        (type, content, imei) => {
          const result = attempt(buildPacket(type, content, 1), imei);
          if (result instanceof ProtocolError) expect(['malformed', 'not-identified']).toContain(result.reason);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('a truncated valid stream yields exactly its complete packets and waits for the rest', () => {
    fc.assert(
      fc.property(packetArbitrary, fc.nat(), ({ telemetry, bytes }, cutSeed) => {
        const login = encodeLogin(telemetry.imei, 1);
        const stream = Buffer.concat([login, bytes]);
        const cut = cutSeed % stream.length;
        const result = attempt(stream.subarray(0, cut), null);
        if (result instanceof ProtocolError) throw result;
        expect(result.consumed).toBe(cut >= login.length ? login.length : 0);
        expect(result.frames).toHaveLength(cut >= login.length ? 1 : 0);
      }),
    );
  });

  it('a single flipped bit is refused, or (in the length field only) leaves the decoder waiting', () => {
    fc.assert(
      fc.property(packetArbitrary, fc.nat(), fc.integer({ min: 0, max: 7 }), ({ telemetry, bytes }, at, bit) => {
        const original = decode(bytes, { imei: telemetry.imei });
        const index = at % bytes.length;
        const corrupt = Buffer.from(bytes);
        corrupt[index] = (corrupt[index] ?? 0) ^ (1 << bit);
        const result = attempt(corrupt, telemetry.imei);
        const last = bytes.length - 1;
        if (index < 2 || index >= last - 1) {
          expect(result).toMatchObject({ reason: 'malformed' }); // start or stop bytes: outside the check
        } else if (index > 2) {
          expect(result).toMatchObject({ reason: 'crc' }); // covered by the CRC, or the CRC itself
        } else if (!(result instanceof ProtocolError)) {
          // A shorter or longer length moves the frame's end: refused, or waiting for more bytes;
          // never a position other than the one encoded.
          if (result.frames.length > 0) expect(result.frames).toEqual(original.frames);
          else expect(result.consumed).toBe(0);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
