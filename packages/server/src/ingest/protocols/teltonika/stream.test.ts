import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Frame, SessionState } from '../../protocol.js';
import { ProtocolError } from '../../protocol.js';
import { encodeAvlPacket } from './encoder.js';
import { teltonikaProtocol } from './index.js';
import { telemetryArb } from '../../../test-support/teltonika-arbitraries.js';
import { hex, WIKI } from '../../../test-support/teltonika-packets.js';
import { feedWhole } from '../../../test-support/feed-decoder.js';

const session: SessionState = { imei: '356307042441013' };

/** Feeds chunks the way the listener does (test-support/feed-decoder.ts). */
const feed = (chunks: Buffer[], state: SessionState = session): Frame[] =>
  feedWhole(teltonikaProtocol.decode, chunks, state);

describe('teltonika stream splitting', () => {
  it('decodes two frames from one buffer', () => {
    const both = Buffer.concat([hex(WIKI.codec8One), hex(WIKI.codec8E)]);
    const result = teltonikaProtocol.decode(both, session);
    expect(result.consumed).toBe(both.length);
    expect(result.frames.map((f) => f.kind)).toEqual(['positions', 'positions']);
  });

  it('decodes the handshake and the data that follows it in one buffer', () => {
    const result = teltonikaProtocol.decode(Buffer.concat([hex(WIKI.imei), hex(WIKI.codec8One)]), { imei: null });
    expect(result.frames.map((f) => f.kind)).toEqual(['identify', 'positions']);
    expect(result.frames[1]).toMatchObject({ positions: [{ imei: '356307042441013' }] });
  });

  it('decodes a frame split at every byte boundary', () => {
    for (const packet of [hex(WIKI.codec8Three), hex(WIKI.codec8EWithFix), hex(WIKI.getinfoResponse)]) {
      const whole = teltonikaProtocol.decode(packet, session).frames;
      for (let cut = 1; cut < packet.length; cut++) {
        expect(feed([packet.subarray(0, cut), packet.subarray(cut)])).toEqual(whole);
      }
      expect(feed([...packet].map((byte) => Buffer.from([byte])))).toEqual(whole);
    }
  });

  it('decodes random packet sequences however the stream is chopped', () => {
    fc.assert(
      fc.property(
        fc.array(telemetryArb, { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 1, maxLength: 20 }),
        (positions, sizes) => {
          const packets = positions.map((p) => encodeAvlPacket([p]));
          const stream = Buffer.concat(packets);
          const chunks: Buffer[] = [];
          for (let at = 0, i = 0; at < stream.length; i++) {
            const size = sizes[i % sizes.length] ?? 1;
            chunks.push(stream.subarray(at, at + size));
            at += size;
          }
          const frames = feed(chunks);
          expect(frames.flatMap((f) => (f.kind === 'positions' ? f.positions.map((p) => p.time) : []))).toEqual(
            positions.map((p) => p.time),
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it('leaves a partial IMEI packet unconsumed', () => {
    expect(teltonikaProtocol.decode(hex(WIKI.imei).subarray(0, 9), { imei: null })).toEqual({
      frames: [],
      consumed: 0,
    });
    expect(() => teltonikaProtocol.decode(hex('00'), { imei: null })).not.toThrow(ProtocolError);
  });
});
