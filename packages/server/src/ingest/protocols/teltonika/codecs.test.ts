import type { Telemetry } from '@armada/domain';
import { describe, expect, it } from 'vitest';
import type { Frame } from '../../protocol.js';
import { CODEC_16, CODEC_8 } from './avl-types.js';
import { encodeAvlPacket } from './encoder.js';
import { teltonikaProtocol } from './index.js';
import { wrapPacket } from './packet.js';

const IMEI = '352093081452251';
const session = { imei: IMEI };
const hex = (text: string): Buffer => Buffer.from(text, 'hex');

function decodeOne(packet: Buffer): Frame {
  const result = teltonikaProtocol.decode(packet, session);
  expect(result.consumed).toBe(packet.length);
  expect(result.frames).toHaveLength(1);
  const [frame] = result.frames;
  if (!frame) throw new Error('no frame');
  return frame;
}

/** A Codec 12 / 13 / 14 style body: codec, quantity 1, type, payload size, payload, quantity 1. */
function message(codec: number, type: number, payload: Buffer): Buffer {
  const head = Buffer.from([codec, 1, type, 0, 0, 0, 0]);
  head.writeUInt32BE(payload.length, 3);
  return wrapPacket(Buffer.concat([head, payload, Buffer.from([1])]));
}

/** Codec 14 carries the IMEI as 8 bytes whose hex digits are the IMEI, zero-padded on the left. */
const imeiBytes = (imei: string): Buffer => hex(imei.padStart(16, '0'));

describe('teltonika Codec 14 answers', () => {
  it('hands on the text of an accepted command (0x06)', () => {
    const packet = message(0x0e, 0x06, Buffer.concat([imeiBytes(IMEI), Buffer.from('DOUT1:1 Timeout:INFINITY')]));
    expect(decodeOne(packet)).toEqual({
      kind: 'command-response',
      imei: null,
      text: 'DOUT1:1 Timeout:INFINITY',
      reply: null,
    });
  });

  it('reports a refusal (0x11) with the IMEI the command named', () => {
    const packet = message(0x0e, 0x11, imeiBytes('352093081452252'));
    expect(decodeOne(packet)).toEqual({
      kind: 'command-response',
      imei: null,
      text: "nack: command refused, IMEI 352093081452252 is not this device's",
      reply: null,
    });
  });

  it('skips other types and refuses an answer too short for an IMEI', () => {
    expect(decodeOne(message(0x0e, 0x07, imeiBytes(IMEI)))).toEqual({
      kind: 'status',
      imei: null,
      status: {},
      reply: null,
    });
    expect(() => teltonikaProtocol.decode(message(0x0e, 0x06, hex('0102')), session)).toThrow(/without IMEI/);
  });
});

describe('teltonika codecs we do not read', () => {
  const status = (reply: Buffer | null) => ({ kind: 'status', imei: null, status: {}, reply });

  it('acknowledges an unknown AVL-style codec with the count of byte 2, as a real server does', () => {
    const body = Buffer.concat([hex('9903'), Buffer.alloc(20, 0x55), hex('03')]);
    expect(decodeOne(wrapPacket(body))).toEqual(status(hex('00000003')));
  });

  it('answers nothing to the message codecs 12-15 it skips', () => {
    expect(decodeOne(message(0x0f, 0x05, Buffer.from('anything')))).toEqual(status(null));
    expect(decodeOne(message(0x0c, 0x0d, hex('0100000001')))).toEqual(status(null));
  });

  it('keeps refusing a Codec 12 command coming from the device', () => {
    expect(() => teltonikaProtocol.decode(message(0x0c, 0x05, Buffer.from('getinfo')), session)).toThrow(
      /command sent by a device/,
    );
  });

  it('passes binary Codec 12 and 13 payloads on as hex', () => {
    expect(decodeOne(message(0x0c, 0x06, hex('0103ff')))).toMatchObject({ text: '0103ff' });
    expect(decodeOne(message(0x0d, 0x05, hex('642b3ad1' + '00ff')))).toMatchObject({ text: '00ff' });
    expect(decodeOne(message(0x0d, 0x05, hex('642b3ad1' + '4f4b0d0a')))).toMatchObject({ text: 'OK\r\n' });
  });
});

describe('teltonika Codec 16', () => {
  const position: Telemetry = {
    imei: IMEI,
    gpstype: 2,
    time: Date.UTC(2026, 10, 27, 23, 0, 0),
    lat: -6.2,
    lng: 106.8166667,
    alt: 12,
    head: 90,
    speed: 40,
    sat: 9,
    properties: { eventID: 253, gps: 1, ign: 1, harsh: 2, bump: 1, gsm_signal: 4 },
  };

  it('reads back what the encoder writes, 2-byte ids and generation type included', () => {
    const packet = encodeAvlPacket([position, { ...position, time: position.time + 1000 }], CODEC_16);
    expect(packet.readUInt8(8)).toBe(CODEC_16);
    const frame = decodeOne(packet);
    expect(frame).toMatchObject({ kind: 'positions', ack: hex('00000002') });
    if (frame.kind !== 'positions') return;
    expect(frame.positions[0]).toEqual(position);
    expect(frame.positions[1]?.time).toBe(position.time + 1000);
  });

  it('does not read a Codec 16 record as Codec 8', () => {
    const packet = encodeAvlPacket([position], CODEC_16);
    packet.writeUInt8(CODEC_8, 8);
    const repaired = wrapPacket(packet.subarray(8, packet.length - 4));
    expect(() => teltonikaProtocol.decode(repaired, session)).toThrow(/malformed/);
  });
});
