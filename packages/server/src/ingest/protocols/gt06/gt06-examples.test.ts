import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../../protocol.js';
import { crcItu } from './crc.js';
import { encodeAck, encodeCommand } from './encoder.js';
import { decode, hex, only } from '../../../test-support/gt06-decode.js';

/** Example packets of Concox "GPS Tracker Communication Protocol (GT06)", sections 5 and appendix B. */
describe('GT06 document examples', () => {
  it('computes CRC-ITU as the document does', () => {
    expect(crcItu(Buffer.from('123456789'))).toBe(0x906e);
    expect(crcItu(hex('0D 01 01 23 45 67 89 01 23 45 00 01'))).toBe(0x8cdd);
  });

  it('5.1.3 login 123456789012345 is answered 78 78 05 01 00 01 D9 DC 0D 0A', () => {
    const frame = only(decode(hex('78 78 0D 01 01 23 45 67 89 01 23 45 00 01 8C DD 0D 0A'), { imei: null }));
    expect(frame).toEqual({
      kind: 'identify',
      imei: '123456789012345',
      accept: hex('78 78 05 01 00 01 D9 DC 0D 0A'),
      reject: hex('78 78 05 01 00 01 D9 DC 0D 0A'),
    });
  });

  it('appendix B login is answered 78 78 05 01 00 02 EB 47 0D 0A', () => {
    const frame = only(decode(hex('78 78 0D 01 03 53 41 35 32 15 03 62 00 02 2D 06 0D 0A'), { imei: null }));
    expect(frame).toMatchObject({
      kind: 'identify',
      imei: '353413532150362',
      accept: hex('78 78 05 01 00 02 EB 47 0D 0A'),
    });
  });

  it('appendix B location 0x12 decodes, acked with its serial as Traccar does (the document asks none)', () => {
    const result = decode(
      hex(
        '78 78 1F 12 0B 08 1D 11 2E 10 CF 02 7A C7 EB 0C 46 58 49 00 14 8F 01 CC 00 28 7D 00 1F B8 00 03 80 81 0D 0A',
      ),
    );
    expect(result.consumed).toBe(36);
    const frame = only(result);
    expect(frame).toMatchObject({ kind: 'positions', ack: hex('78 78 05 12 00 03 90 3F 0D 0A') });
    if (frame.kind !== 'positions') return;
    const [position] = frame.positions;
    expect(position).toMatchObject({
      imei: '123456789012345',
      gpstype: 3,
      time: Date.UTC(2011, 7, 29, 17, 46, 16),
      sat: 15,
      speed: 0,
      head: 143,
      alt: 0,
    });
    expect(position?.lat).toBeCloseTo(0x027ac7eb / 1_800_000, 9);
    expect(position?.lng).toBeCloseTo(0x0c465849 / 1_800_000, 9);
    expect(position?.properties).toEqual({ gps: 1 });
  });

  it('5.2.2 location with satellite byte CC is refused: its check code belongs to CF (a typo in the document)', () => {
    const bytes = hex(
      '78 78 1F 12 0B 08 1D 11 2E 10 CC 02 7A C7 EB 0C 46 58 49 00 14 8F 01 CC 00 28 7D 00 1F B8 00 03 80 81 0D 0A',
    );
    expect(() => decode(bytes)).toThrow(expect.objectContaining({ reason: 'crc' }));
  });

  it('5.3.1.21 SOS alarm 0x16 decodes its status and is answered 78 78 05 16 00 36 95 70 0D 0A', () => {
    const frame = only(
      decode(
        hex(
          '78 78 25 16 0B 0B 0F 0E 24 1D CF 02 7A C8 87 0C 46 57 E6 00 14 02 09 01 CC 00 28 7D 00 1F 72 65 06 04 01 01 00 36 56 A4 0D 0A',
        ),
      ),
    );
    expect(frame).toMatchObject({ kind: 'positions', ack: hex('78 78 05 16 00 36 95 70 0D 0A') });
    if (frame.kind !== 'positions') return;
    expect(frame.positions[0]).toMatchObject({ time: Date.UTC(2011, 10, 15, 14, 36, 29), sat: 15, head: 2 });
    // Terminal info 0x65: oil connected, ACC low; GSM 4; alarm 0x01 SOS.
    expect(frame.positions[0]?.properties).toEqual({ gps: 1, imb: 0, ign: 0, gsm_signal: 28, eventID: 1 });
  });

  it('appendix B status 0x13 decodes and is answered 78 78 05 13 00 05 AF D5 0D 0A', () => {
    const frame = only(decode(hex('78 78 0A 13 44 01 04 00 01 00 05 08 45 0D 0A')));
    expect(frame).toEqual({
      kind: 'status',
      imei: null,
      reply: hex('78 78 05 13 00 05 AF D5 0D 0A'),
      status: { imb: 0, ign: 0, gsm_signal: 28 },
    });
  });

  it('5.4.3 heartbeat example has a length of 08 for 10 bytes and is refused; its documented reply is what we build', () => {
    expect(() => decode(hex('78 78 08 13 4B 04 03 00 01 00 11 06 1F 0D 0A'))).toThrow(ProtocolError);
    expect(encodeAck(0x13, 0x11)).toEqual(hex('78 78 05 13 00 11 F9 70 0D 0A'));
  });

  it('appendix B oil-electricity cut: our command bytes equal the document, its reply decodes', () => {
    expect(encodeCommand('DYD,000000#', 0x0001a958, 0xa0)).toEqual(
      hex('78 78 15 80 0F 00 01 A9 58 44 59 44 2C 30 30 30 30 30 30 23 00 A0 DC F1 0D 0A'),
    );
    expect(encodeCommand('HFYD,000000#', 0x0001a963, 0xa0)).toEqual(
      hex('78 78 16 80 10 00 01 A9 63 48 46 59 44 2C 30 30 30 30 30 30 23 00 A0 7B DC 0D 0A'),
    );
    const reply = only(
      decode(hex('78 78 18 15 10 00 01 A9 58 44 59 44 3D 53 75 63 63 65 73 73 21 00 02 00 18 91 77 0D 0A')),
    );
    expect(reply).toEqual({ kind: 'command-response', imei: null, text: 'DYD=Success!', reply: null });
    const restored = only(
      decode(hex('78 78 19 15 11 00 01 A9 63 48 46 59 44 3D 53 75 63 63 65 73 73 21 00 02 00 1E F8 93 0D 0A')),
    );
    expect(restored).toMatchObject({ text: 'HFYD=Success!' });
  });

  it('a data packet before login is refused as not identified', () => {
    expect(() => decode(hex('78 78 0A 13 44 01 04 00 01 00 05 08 45 0D 0A'), { imei: null })).toThrow(
      expect.objectContaining({ reason: 'not-identified' }),
    );
  });
});
