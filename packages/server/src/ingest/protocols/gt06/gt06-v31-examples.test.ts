import { describe, expect, it, vi } from 'vitest';
import { encodeAck, encodeCommand } from './encoder.js';
import { decode, hex, only } from '../../../test-support/gt06-decode.js';
import { encodeTimeReply } from './replies.js';

/**
 * Example packets of Concox "GPS Tracker Communication Protocol (JM-VL02, JM-VG03, ..., GT800,
 * GT08 ...)" V3.1, the packet set the JM-VL01 shares: UTC records, 0x7979 framing, 0x21 replies.
 */
describe('Concox V3.1 document examples', () => {
  it('1.1 login with model and time zone is answered 78 78 05 01 00 05 9F F8 0D 0A', () => {
    const frame = only(
      decode(hex('78 78 11 01 07 52 53 36 78 90 02 42 70 00 32 01 00 05 12 79 0D 0A'), { imei: null }),
    );
    expect(frame).toMatchObject({
      kind: 'identify',
      imei: '752533678900242',
      accept: hex('78 78 05 01 00 05 9F F8 0D 0A'),
    });
  });

  it('2.1 heartbeat decodes; 2.2 reply bytes match', () => {
    const frame = only(decode(hex('78 78 0A 13 40 04 04 00 01 00 0F DC EE 0D 0A')));
    expect(frame).toMatchObject({ kind: 'status', status: { imb: 0, ign: 0, gsm_signal: 28 } });
    expect(encodeAck(0x13, 0x0100)).toEqual(hex('78 78 05 13 01 00 E1 A0 0D 0A'));
  });

  it('2.1 EG02 heartbeat 0x23 reports external volts and is answered 78 78 05 23 00 08 F2 9E 0D 0A', () => {
    const frame = only(decode(hex('78 78 0B 23 05 0F 92 04 00 02 00 08 8A 37 0D 0A')));
    expect(frame).toEqual({
      kind: 'status',
      imei: null,
      reply: hex('78 78 05 23 00 08 F2 9E 0D 0A'),
      status: { imb: 0, ign: 0, accu: 39.86, accu_voltage: 39.86, gsm_signal: 28 },
    });
  });

  it('3.1 location 0x22 (UTC, ACC, re-upload) decodes, acked with its serial', () => {
    const frame = only(
      decode(
        hex(
          '78 78 22 22 0F 0C 1D 02 33 05 C9 02 7A C8 18 0C 46 58 60 00 14 00 01 CC 00 28 7D 00 1F 71 00 00 01 00 08 20 86 0D 0A',
        ),
      ),
    );
    expect(frame).toMatchObject({ kind: 'positions', ack: hex('78 78 05 22 00 08 A8 42 0D 0A') });
    if (frame.kind !== 'positions') return;
    const [position] = frame.positions;
    expect(position).toMatchObject({
      time: Date.UTC(2015, 11, 29, 2, 51, 5),
      sat: 9,
      speed: 0,
      head: 0,
      properties: { gps: 1, ign: 0 },
    });
    expect(position?.lat).toBeCloseTo(0x027ac818 / 1_800_000, 9); // 23.111693° N
    expect(position?.lng).toBeCloseTo(0x0c465860 / 1_800_000, 9);
  });

  it('6.1 vibration alarm 0x26 without a fix still gives a position, gps 0, bump 1', () => {
    const frame = only(
      decode(
        hex(
          '78 78 25 26 12 03 0C 06 38 16 C3 02 6C 10 54 0C 38 C9 70 01 44 03 09 01 CC 00 28 66 00 0E EE 0C 06 04 03 02 00 0D A2 DB 0D 0A',
        ),
      ),
    );
    expect(frame).toMatchObject({ kind: 'positions', ack: encodeAck(0x26, 0x0d) });
    if (frame.kind !== 'positions') return;
    expect(frame.positions[0]).toMatchObject({ time: Date.UTC(2018, 2, 12, 6, 56, 22), sat: 3, speed: 1, head: 3 });
    expect(frame.positions[0]?.properties).toEqual({ gps: 0, imb: 0, ign: 0, gsm_signal: 28, eventID: 3, bump: 1 });
    expect(encodeAck(0x26, 0x1c)).toEqual(hex('78 78 05 26 00 1C 9D 86 0D 0A'));
  });

  it('6.1 second alarm example reports the oil-electricity cut (imb 1)', () => {
    const frame = only(
      decode(
        hex(
          '78 78 25 26 11 0C 0D 13 37 36 CB 02 6C 15 A6 0C 38 CF 0A 00 54 B9 08 01 CC 00 28 66 00 0E EE D8 02 04 00 02 00 1D 76 F9 0D 0A',
        ),
      ),
    );
    if (frame.kind !== 'positions') throw new Error('expected positions');
    expect(frame.positions[0]).toMatchObject({
      sat: 11,
      head: 185,
      properties: { gps: 1, imb: 1, ign: 0, gsm_signal: 28, eventID: 0 },
    });
  });

  it('7.1 LBS alarm 0x19 (SOS) is a status answered with its serial', () => {
    const frame = only(decode(hex('78 78 12 19 01 CC 00 28 7D 00 1F 71 20 04 04 01 01 00 94 6C 89 0D 0A')));
    expect(frame).toEqual({
      kind: 'status',
      imei: null,
      reply: encodeAck(0x19, 0x94),
      status: { imb: 0, ign: 0, gsm_signal: 28, eventID: 1 },
    });
  });

  it('8.1 online command without language bit equals the document', () => {
    expect(encodeCommand('sos#', 0, 1)).toEqual(hex('78 78 0E 80 08 00 00 00 00 73 6F 73 23 00 01 6D 6A 0D 0A'));
  });

  it('8.2.1 long 0x79 0x79 reply 0x21 and 8.2.2 reply 0x15 give their text', () => {
    const long = only(
      decode(
        hex(
          '79 79 00 9D 21 00 00 00 00 01 42 61 74 74 65 72 79 3A 34 2E 31 36 56 2C 4E 4F 52 4D 41 4C 3B 20 47 50 52 53 3A 4C 69 6E 6B 20 55 70 3B 20 47 53 4D 20 53 69 67 6E 61 6C 20 4C 65 76 65 6C 3A 53 74 72 6F 6E 67 3B 20 47 50 53 3A 53 65 61 72 63 68 69 6E 67 20 73 61 74 65 6C 6C 69 74 65 2C 20 53 56 53 20 55 73 65 64 20 69 6E 20 66 69 78 3A 30 28 30 29 2C 20 47 50 53 20 53 69 67 6E 61 6C 20 4C 65 76 65 6C 3A 3B 20 41 43 43 3A 4F 46 46 3B 20 44 65 66 65 6E 73 65 3A 4F 46 46 00 2E 26 DF 0D 0A',
        ),
      ),
    );
    expect(long).toMatchObject({ kind: 'command-response', reply: null });
    if (long.kind === 'command-response')
      expect(long.text).toMatch(/^Battery:4\.16V,NORMAL; GPRS:Link Up;.*Defense:OFF$/);
    const short = only(
      decode(
        hex(
          '78 78 28 15 20 00 00 00 00 53 4F 53 31 3A 31 33 34 32 31 36 33 32 36 39 39 20 53 4F 53 32 3A 20 53 4F 53 33 3A 00 01 00 2A C3 9C 0D 0A',
        ),
      ),
    );
    expect(short).toMatchObject({ text: 'SOS1:13421632699 SOS2: SOS3:' });
  });

  it('10.1 information 0x94 status sync reports the cut state; time request 0x8A is answered with the UTC time', () => {
    const sync = only(
      decode(
        hex(
          '79 79 00 7F 94 04 41 4C 4D 31 3D 43 34 3B 41 4C 4D 32 3D 43 43 3B 41 4C 4D 33 3D 34 43 3B 53 54 41 31 3D 43 30 3B 44 59 44 3D 30 31 3B 53 4F 53 3D 2C 2C 3B 43 45 4E 54 45 52 3D 3B 46 45 4E 43 45 3D 46 65 6E 63 65 2C 4F 4E 2C 30 2C 32 33 2E 31 31 31 38 30 39 2C 31 31 34 2E 34 30 39 32 36 34 2C 34 30 30 2C 49 4E 20 6F 72 20 4F 55 54 2C 30 3B 4D 49 46 49 3D 4D 49 46 49 2C 4F 46 46 00 0A 06 1E 0D 0A',
        ),
      ),
    );
    expect(sync).toEqual({ kind: 'status', imei: null, reply: null, status: { imb: 0 } });
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 28, 0, 6, 34) });
    try {
      expect(decode(hex('78 78 05 8A 00 06 88 29 0D 0A'))).toEqual({
        frames: [{ kind: 'status', imei: null, reply: encodeTimeReply(Date.now()), status: {} }],
        consumed: 10,
      });
      // 26-11-28 00:06:34 UTC, serial 0 as Traccar sends it.
      expect(encodeTimeReply(Date.now()).subarray(0, 12)).toEqual(hex('78 78 0B 8A 1A 0B 1C 00 06 22 00 00'));
    } finally {
      vi.useRealTimers();
    }
  });
});
