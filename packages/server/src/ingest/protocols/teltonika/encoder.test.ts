import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AvlCodec } from './avl-types.js';
import { CODEC_8, CODEC_8_EXTENDED } from './avl-types.js';
import { encodeAvlPacket, encodeCommand, encodeCommandResponse, encodeImei, starterKillCommand } from './encoder.js';
import { teltonikaProtocol } from './index.js';
import { expectedAfterRoundTrip, telemetryArb } from '../../../test-support/teltonika-arbitraries.js';
import { hex, WIKI } from '../../../test-support/teltonika-packets.js';

const session = { imei: '356307042441013' };

describe('teltonika encoder', () => {
  it('builds the wiki IMEI packet and getinfo command byte for byte', () => {
    expect(encodeImei('356307042441013')).toEqual(hex(WIKI.imei));
    expect(encodeCommand('getinfo')).toEqual(hex(WIKI.getinfoCommand));
  });

  it('builds starter kill commands for DOUT1', () => {
    expect(starterKillCommand(true)).toBe('setdigout 1');
    expect(encodeCommand(starterKillCommand(false)).subarray(15, 26).toString()).toBe('setdigout 0');
  });

  it('round-trips a command response', () => {
    const { frames } = teltonikaProtocol.decode(encodeCommandResponse('DOUT1:1 Timeout:INFINITY'), session);
    expect(frames).toEqual([{ kind: 'command-response', imei: null, text: 'DOUT1:1 Timeout:INFINITY', reply: null }]);
  });

  it.each<AvlCodec>([CODEC_8, CODEC_8_EXTENDED])('round-trips random positions through codec %i', (codec) => {
    fc.assert(
      fc.property(fc.array(telemetryArb, { minLength: 1, maxLength: 5 }), (positions) => {
        const packet = encodeAvlPacket(positions, codec);
        const { frames, consumed } = teltonikaProtocol.decode(packet, session);
        expect(consumed).toBe(packet.length);
        const ack = Buffer.alloc(4);
        ack.writeUInt32BE(positions.length);
        expect(frames).toEqual([
          { kind: 'positions', imei: null, positions: positions.map(expectedAfterRoundTrip), ack },
        ]);
      }),
      { numRuns: 200 },
    );
  });

  it('marks a position without satellites or with gps 0 as having no fix', () => {
    const position = { imei: session.imei, gpstype: 2, time: 0, lat: 1, lng: 2, alt: 0, head: 0, speed: 0 };
    const decode = (sat: number, gps: 0 | 1) =>
      teltonikaProtocol.decode(encodeAvlPacket([{ ...position, sat, properties: { gps } }]), session).frames[0];
    expect(decode(0, 1)).toMatchObject({ positions: [{ lat: 1, lng: 2, properties: { gps: 0 } }] });
    expect(decode(7, 0)).toMatchObject({ positions: [{ properties: { gps: 0 } }] });
    expect(decode(7, 1)).toMatchObject({ positions: [{ properties: { gps: 1 } }] });
  });

  it('carries a harsh-driving event (AVL IO 253) through a packet: 1 acceleration, 2 braking, 3 cornering', () => {
    const position = { imei: session.imei, gpstype: 2, time: 0, lat: 1, lng: 2, alt: 0, head: 0, speed: 40, sat: 7 };
    for (const harsh of [1, 2, 3] as const) {
      const packet = encodeAvlPacket([{ ...position, properties: { gps: 1, harsh } }]);
      expect(packet.includes(Buffer.from([253, harsh]))).toBe(true);
      const frame = teltonikaProtocol.decode(packet, session).frames[0];
      expect(frame).toMatchObject({ positions: [{ properties: { harsh, bump: 1 } }] });
    }
    const calm = teltonikaProtocol.decode(encodeAvlPacket([{ ...position, properties: { gps: 1 } }]), session);
    expect(calm.frames[0]).toMatchObject({ positions: [{ properties: { gps: 1 } }] });
    expect(JSON.stringify(calm.frames[0])).not.toContain('harsh');
  });
});
