import { describe, expect, it } from 'vitest';
import type { Frame } from '../../protocol.js';
import { ProtocolError } from '../../protocol.js';
import { teltonikaProtocol } from './index.js';
import { hex, WIKI } from '../../../test-support/teltonika-packets.js';

const IMEI = '356307042441013';
const session = { imei: IMEI };

function decodeOne(packet: string): Frame {
  const bytes = hex(packet);
  const result = teltonikaProtocol.decode(bytes, session);
  expect(result.consumed).toBe(bytes.length);
  expect(result.frames).toHaveLength(1);
  const [frame] = result.frames;
  if (!frame) throw new Error('no frame');
  return frame;
}

function positionsOf(packet: string) {
  const frame = decodeOne(packet);
  if (frame.kind !== 'positions') throw new Error(`expected positions, got ${frame.kind}`);
  return frame;
}

describe('teltonika wiki examples', () => {
  it('answers the IMEI handshake with 01 / 00', () => {
    const frame = teltonikaProtocol.decode(hex(WIKI.imei), { imei: null }).frames[0];
    expect(frame).toEqual({ kind: 'identify', imei: IMEI, accept: hex('01'), reject: hex('00') });
  });

  it('decodes Codec 8 example 1 with ack 00000001', () => {
    const frame = positionsOf(WIKI.codec8One);
    expect(frame.ack).toEqual(hex('00000001'));
    expect(frame.positions).toEqual([
      {
        imei: IMEI,
        gpstype: 2,
        time: Date.UTC(2019, 5, 10, 10, 4, 46),
        lat: 0,
        lng: 0,
        alt: 0,
        head: 0,
        speed: 0,
        sat: 0,
        // IO 21 = 3, IO 1 = 1, IO 66 = 24079 mV, IO 241 = 24602, IO 78 = 0
        properties: { eventID: 1, gps: 0, gsm_signal: 3, accu: 24.079, accu_voltage: 24.079 },
      },
    ]);
  });

  it('decodes Codec 8 example 2', () => {
    const frame = positionsOf(WIKI.codec8Two);
    expect(frame.ack).toEqual(hex('00000001'));
    expect(frame.positions[0]?.time).toBe(Date.UTC(2019, 5, 10, 10, 5, 36));
    expect(frame.positions[0]?.properties).toEqual({
      eventID: 1,
      gps: 0,
      gsm_signal: 3,
      accu: 24.08,
      accu_voltage: 24.08,
    });
  });

  it('decodes both records of Codec 8 example 3 with ack 00000002', () => {
    const frame = positionsOf(WIKI.codec8Three);
    expect(frame.ack).toEqual(hex('00000002'));
    expect(frame.positions.map((p) => p.time)).toEqual([
      Date.UTC(2019, 5, 10, 10, 1, 1),
      Date.UTC(2019, 5, 10, 10, 1, 19),
    ]);
    // Record 1: IO 1 (DIN1) = 0; record 2: DIN1 = 1. DIN1 is not a portal property.
    expect(frame.positions.map((p) => p.properties)).toEqual([
      { eventID: 1, gps: 0 },
      { eventID: 1, gps: 0 },
    ]);
  });

  it('decodes the Codec 8 Extended example (2-byte ids, odometer, ICCID)', () => {
    const frame = positionsOf(WIKI.codec8E);
    expect(frame.ack).toEqual(hex('00000001'));
    expect(frame.positions[0]).toMatchObject({ time: Date.UTC(2019, 5, 10, 11, 36, 32), lat: 0, lng: 0, sat: 0 });
    expect(frame.positions[0]?.properties).toEqual({
      eventID: 1,
      gps: 0,
      mileage: 22949, // IO 16 = 0x015E2C88 m
      iccid: '8937002180500686954', // IO 11 = 893700218, IO 14 = 500686954 (Luhn-valid)
    });
  });

  it('decodes the Codec 8 Extended example with a fix and an NX element', () => {
    const [position] = positionsOf(WIKI.codec8EWithFix).positions;
    expect(position).toMatchObject({
      time: 1510658324000,
      lng: 25.2562916,
      lat: 54.6676016,
      alt: 138,
      head: 0,
      sat: 6,
      speed: 0,
    });
    expect(position?.properties).toMatchObject({ eventID: 0, gps: 1, ign: 0, mileage: 52.191 });
  });

  it('returns a command-response frame for the Codec 12 getinfo response', () => {
    const frame = decodeOne(WIKI.getinfoResponse);
    expect(frame.kind).toBe('command-response');
    if (frame.kind !== 'command-response') return;
    expect(frame.text).toMatch(/^INI:2019\/7\/22 7:22 RTC:2019\/7\/22 7:53 RST:2 ERR:1 /);
    expect(frame.text.endsWith('MD:0')).toBe(true);
    expect(frame.reply).toBeNull();
  });
});

describe('teltonika refusals', () => {
  const reasonOf = (bytes: Buffer, imei: string | null = IMEI): string => {
    try {
      teltonikaProtocol.decode(bytes, { imei });
    } catch (error) {
      if (error instanceof ProtocolError) return error.reason;
      throw error;
    }
    return 'accepted';
  };

  it('refuses a bad CRC', () => {
    const bytes = hex(WIKI.codec8One);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0x01, bytes.length - 1);
    expect(reasonOf(bytes)).toBe('crc');
  });

  it('refuses oversized and impossible length fields', () => {
    expect(reasonOf(hex('00000000FFFFFFFF'))).toBe('oversized');
    expect(reasonOf(hex('0000000000010000'))).toBe('oversized');
    expect(reasonOf(hex('0000000000000002'))).toBe('oversized');
    // A leading 0xFF is the keep-alive byte, so the longest IMEI length to refuse starts 7F.
    expect(reasonOf(hex('7FFF')), 'IMEI length 32767').toBe('oversized');
  });

  it('refuses data before identification, a non-zero preamble and unknown codecs', () => {
    expect(reasonOf(hex(WIKI.codec8One), null)).toBe('not-identified');
    expect(reasonOf(hex('00000100'))).toBe('malformed');
    expect(reasonOf(hex('000F33353633303730343234343130315A'), null)).toBe('malformed');
    expect(reasonOf(hex(WIKI.getinfoCommand)), 'a server command coming from a device').toBe('unsupported');
  });

  it('leaves a partial frame unconsumed', () => {
    const bytes = hex(WIKI.codec8One);
    expect(teltonikaProtocol.decode(bytes.subarray(0, 40), session)).toEqual({ frames: [], consumed: 0 });
  });
});
