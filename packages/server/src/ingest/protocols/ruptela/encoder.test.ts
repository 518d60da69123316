import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeRuptela } from './ruptela-protocol.js';
import { encodeCommand, encodeRecords, encodeSmsResponse } from './encoder.js';
import { crc16Kermit } from './crc.js';
import { DOC_RECORDS_HEX, telemetryArb } from '../../../test-support/ruptela-fixtures.js';

const positionsOf = (packet: Buffer) => {
  const frames = decodeRuptela(packet, { imei: null }).frames;
  return frames.flatMap((f) => (f.kind === 'positions' ? f.positions : []));
};

describe('ruptela encoder', () => {
  it.each([false, true])('round-trips Telemetry through the decoder (extended %s)', (extended) => {
    fc.assert(
      fc.property(fc.array(telemetryArb(extended), { minLength: 1, maxLength: 8 }), (positions) => {
        expect(positionsOf(encodeRecords('863071014876545', positions, { extended }))).toEqual(positions);
      }),
    );
  });

  it('re-encodes the document example byte for byte where the IO it carries is mapped', () => {
    const original = Buffer.from(DOC_RECORDS_HEX, 'hex');
    const decoded = positionsOf(original);
    // IO the mapping does not use (DIN1-2, profile, movement, AIN, operator) is not re-encoded,
    // so compare what survives a second trip instead of the bytes.
    expect(positionsOf(encodeRecords('012207007303107', decoded))).toEqual(decoded);
  });

  it('encodes a starter kill as the documented setio SMS over GPRS (server command 108)', () => {
    const packet = encodeCommand({ kind: 'starter-kill', engaged: true }, 'pass');
    const text = 'pass setio 1,2';
    expect(packet.readUInt16BE(0)).toBe(1 + text.length);
    expect(packet.readUInt8(2)).toBe(108);
    expect(packet.subarray(3, -2).toString('ascii')).toBe(text);
    expect(packet.readUInt16BE(packet.length - 2)).toBe(crc16Kermit(packet.subarray(2, -2)));
    const release = encodeCommand({ kind: 'starter-kill', engaged: false, output: 2 }, 'pass');
    expect(release.subarray(3, -2).toString('ascii')).toBe('pass setio 2,0');
  });

  it('builds the device answer to a command, which decodes as a command response', () => {
    const { frames } = decodeRuptela(encodeSmsResponse('863071014876545', 'SETIO configuration data ok'), {
      imei: '863071014876545',
    });
    expect(frames).toEqual([
      { kind: 'command-response', imei: '863071014876545', text: 'SETIO configuration data ok', reply: null },
    ]);
  });

  it('refuses values the packet cannot carry', () => {
    const [position] = fc.sample(telemetryArb(false), 1);
    if (!position) throw new Error('no sample');
    expect(() => encodeRecords('12345678901234567', [position])).toThrow(RangeError);
    expect(() => encodeRecords('863071014876545', [{ ...position, speed: 70000 }])).toThrow(RangeError);
    expect(() => encodeCommand({ kind: 'sms', text: 'ünicode' }, 'pass')).toThrow(RangeError);
  });
});
