import { describe, expect, it } from 'vitest';
import { MAX_FRAME_BYTES, ProtocolError, type Frame } from '../../protocol.js';
import { MSG } from './constants.js';
import { encodeHeartbeat, encodeLogin, encodePosition } from './encoder.js';
import { decode, hex } from '../../../test-support/gt06-decode.js';
import { feedWhole } from '../../../test-support/feed-decoder.js';

const LOGIN = encodeLogin('359710045678901', 1);
const POSITION = encodePosition(
  {
    imei: '359710045678901',
    gpstype: 3,
    time: Date.UTC(2024, 4, 6, 7, 8, 9),
    lat: -6.2,
    lng: 106.8,
    alt: 0,
    head: 90,
    speed: 42,
    sat: 8,
    properties: { gps: 1, ign: 1 },
  },
  { protocol: MSG.alarmUtc, serial: 2 },
);

/** What the listener does (test-support/feed-decoder.ts). */
const feed = (chunks: Buffer[]): Frame[] => feedWhole(decode, chunks);

describe('GT06 stream splitting', () => {
  it('splits two frames in one buffer; the login identifies the record after it', () => {
    const result = decode(Buffer.concat([LOGIN, POSITION]), { imei: null });
    expect(result.consumed).toBe(LOGIN.length + POSITION.length);
    expect(result.frames.map((frame) => frame.kind)).toEqual(['identify', 'positions']);
    const positions = result.frames[1];
    if (positions?.kind !== 'positions') throw new Error('expected positions');
    expect(positions.positions[0]?.imei).toBe('359710045678901');
  });

  it('leaves a partial frame at the end unconsumed, at every cut', () => {
    for (let cut = 0; cut < POSITION.length; cut++) {
      const result = decode(Buffer.concat([LOGIN, POSITION.subarray(0, cut)]), { imei: null });
      expect(result.consumed).toBe(LOGIN.length);
      expect(result.frames).toHaveLength(1);
    }
  });

  it('gives the same frames when one frame is split at every byte boundary and fed in pieces', () => {
    const whole = feed([LOGIN, POSITION]);
    for (let cut = 1; cut < POSITION.length; cut++) {
      expect(feed([LOGIN, POSITION.subarray(0, cut), POSITION.subarray(cut)])).toEqual(whole);
    }
    expect(
      feed([...Buffer.concat([LOGIN, POSITION, encodeHeartbeat({ ign: 0 }, 3)])].map((byte) => Buffer.from([byte]))),
    ).toHaveLength(3);
  });
});

describe('GT06 framing errors', () => {
  const reason = (bytes: Buffer): string => {
    try {
      decode(bytes);
    } catch (error) {
      if (error instanceof ProtocolError) return error.reason;
      throw error;
    }
    return 'none';
  };

  it('refuses a long frame whose length passes MAX_FRAME_BYTES as soon as the length is read', () => {
    expect(reason(hex('79 79 FF FF'))).toBe('oversized');
    const limit = MAX_FRAME_BYTES - 6; // start 2 + length 2 + stop 2 around the counted bytes
    expect(reason(Buffer.from([0x79, 0x79, (limit + 1) >> 8, (limit + 1) & 0xff]))).toBe('oversized');
    expect(decode(Buffer.from([0x79, 0x79, limit >> 8, limit & 0xff]))).toEqual({ frames: [], consumed: 0 });
  });

  it('refuses lengths too short to hold protocol number, serial and check', () => {
    expect(reason(hex('78 78 04'))).toBe('oversized');
    expect(reason(hex('79 79 00 00'))).toBe('oversized');
  });

  it('refuses bad start and stop bytes as malformed and a bad check as crc', () => {
    expect(reason(hex('78 79'))).toBe('malformed');
    expect(reason(hex('12'))).toBe('malformed');
    expect(reason(Buffer.concat([LOGIN.subarray(0, -2), hex('0D 0B')]))).toBe('malformed');
    const corrupt = Buffer.from(LOGIN);
    corrupt[5] = (corrupt[5] ?? 0) ^ 0x01;
    expect(reason(corrupt)).toBe('crc');
  });
});
