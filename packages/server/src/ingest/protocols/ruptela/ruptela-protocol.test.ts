import { describe, expect, it } from 'vitest';
import { ProtocolError, type SessionState } from '../../protocol.js';
import { decodeRuptela, ruptelaProtocol } from './ruptela-protocol.js';
import { RECORDS_ACK, RECORDS_NACK } from './packets.js';
import { crc16Kermit } from './crc.js';
import { encodeDevicePacket } from './encoder.js';
import {
  DOC_RECORDS_HEX,
  EXTENDED_MERGED_HEX,
  IDENTIFICATION_HEX,
  NO_IO_RECORDS_HEX,
} from '../../../test-support/ruptela-fixtures.js';

const hex = (h: string) => Buffer.from(h, 'hex');
const fresh = (): SessionState => ({ imei: null });

describe('ruptela CRC and acknowledgements', () => {
  it('computes CRC-16/KERMIT (check value 0x2189 for "123456789")', () => {
    expect(crc16Kermit(Buffer.from('123456789'))).toBe(0x2189);
  });

  it('builds the documented records acknowledgements', () => {
    expect(RECORDS_ACK.toString('hex')).toBe('0002640113bc');
    expect(RECORDS_NACK.toString('hex')).toBe('000264000235');
  });
});

describe('ruptela documented example packets', () => {
  it('decodes the protocol document records example (command 1)', () => {
    const session = fresh();
    const { frames, consumed } = ruptelaProtocol.decode(hex(DOC_RECORDS_HEX), session);
    expect(consumed).toBe(125);
    expect(session.imei).toBe('012207007303107');
    expect(frames[0]).toEqual({ kind: 'identify', imei: '012207007303107', accept: null, reject: null });
    const positions = frames[1];
    if (positions?.kind !== 'positions') throw new Error('expected positions');
    expect(positions.ack?.toString('hex')).toBe('0002640113bc');
    expect(positions.positions).toHaveLength(2);
    expect(positions.positions[0]).toEqual({
      imei: '012207007303107',
      gpstype: 1,
      time: Date.UTC(2011, 9, 17, 10, 28, 57),
      lat: 54.6305118,
      lng: 25.2712755,
      alt: 197.1,
      head: 69.99,
      speed: 16,
      sat: 10,
      properties: {
        ign: 1,
        gsm_signal: 26,
        accu: 13.198,
        accu_voltage: 13.198,
        mileage: 21741.933,
        eventID: 9,
        gps: 1,
      },
    });
    expect(positions.positions[1]).toMatchObject({ time: 1318847364000, lat: 54.6311456, speed: 19 });
  });

  it('merges the parts of an extended record (command 68) into one position', () => {
    const { frames } = decodeRuptela(hex(EXTENDED_MERGED_HEX), fresh());
    const positions = frames[1];
    if (positions?.kind !== 'positions') throw new Error('expected positions');
    expect(positions.ack).toEqual(RECORDS_ACK);
    expect(positions.positions).toEqual([
      {
        imei: '868324023580306',
        gpstype: 1,
        time: 1476824906000,
        lat: 47.0555133,
        lng: 21.923265,
        alt: 138.1,
        head: 92.2,
        speed: 12,
        sat: 11,
        properties: {
          ign: 1,
          gsm_signal: 31,
          accu: 13.94,
          accu_voltage: 13.94,
          gps_batt: 4.08,
          mileage: 7816.907,
          jamming: 0,
          bump: 0,
          status_engine: 1,
          canbus: 1,
          eventID: 9,
          gps: 1,
        },
      },
    ]);
  });

  it('decodes records without IO elements', () => {
    const { frames } = decodeRuptela(hex(NO_IO_RECORDS_HEX), fresh());
    const positions = frames[1];
    if (positions?.kind !== 'positions') throw new Error('expected positions');
    expect(positions.positions).toHaveLength(5);
    expect(positions.positions[0]?.properties).toEqual({ eventID: 7, gps: 1 });
  });

  it('answers the identification packet (command 15) with 00 02 73 01 CB 25', () => {
    const { frames } = decodeRuptela(hex(IDENTIFICATION_HEX), fresh());
    expect(frames.map((f) => f.kind)).toEqual(['identify', 'status']);
    const status = frames[1];
    expect(status?.kind === 'status' && status.reply?.toString('hex')).toBe('00027301cb25');
  });

  it('answers a heartbeat (command 16) with 00 02 74 01 86 2D', () => {
    const { frames } = decodeRuptela(encodeDevicePacket('868324021101311', 16, Buffer.alloc(0)), fresh());
    const status = frames[1];
    expect(status?.kind === 'status' && status.reply?.toString('hex')).toBe('00027401862d');
  });

  it('surfaces the answer to a set-IO command (command 17) as a command response', () => {
    const { frames } = decodeRuptela(encodeDevicePacket('868324021101311', 17, hex('01')), fresh());
    expect(frames[1]).toEqual({
      kind: 'command-response',
      imei: '868324021101311',
      text: 'set io result 1',
      reply: null,
    });
  });

  it('identifies a connection only once per IMEI', () => {
    const session = fresh();
    decodeRuptela(hex(DOC_RECORDS_HEX), session);
    const { frames } = decodeRuptela(hex(DOC_RECORDS_HEX), session);
    expect(frames.map((f) => f.kind)).toEqual(['positions']);
  });
});

describe('ruptela refused input', () => {
  const reasonOf = (buffer: Buffer): string => {
    try {
      decodeRuptela(buffer, fresh());
    } catch (error) {
      if (error instanceof ProtocolError) return error.reason;
      throw error;
    }
    return 'accepted';
  };

  it('refuses a bad checksum', () => {
    const packet = hex(DOC_RECORDS_HEX);
    packet[packet.length - 1] = 0;
    expect(reasonOf(packet)).toBe('crc');
  });

  it('refuses lengths no frame may have, before waiting for the bytes', () => {
    expect(reasonOf(hex('ffff00'))).toBe('oversized');
    expect(reasonOf(hex('fffe'))).toBe('oversized');
    expect(reasonOf(hex('0008000000000000000001'))).toBe('oversized');
    expect(reasonOf(hex('0000'))).toBe('oversized');
  });

  it('skips a well-framed packet with a command it does not know, without closing or answering', () => {
    const body = hex('000315bc70d3e2ff' + '63' + '0102');
    const packet = Buffer.concat([hex('000b'), body, Buffer.alloc(2)]);
    packet.writeUInt16BE(crc16Kermit(body), packet.length - 2);
    expect(reasonOf(packet)).toBe('accepted');
    const { frames, consumed } = decodeRuptela(packet, { imei: '868324021101311' });
    expect(consumed).toBe(packet.length);
    expect(frames).toEqual([]);
  });
});
