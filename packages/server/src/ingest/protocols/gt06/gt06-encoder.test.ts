import type { Telemetry } from '@armada/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from './constants.js';
import { crcItu } from './crc.js';
import {
  encodeCommandReply,
  encodeHeartbeat,
  encodeLogin,
  encodePosition,
  encodeStarterCommand,
  type PositionProtocol,
} from './encoder.js';
import { decode, hex, only } from '../../../test-support/gt06-decode.js';
import { telemetryArbitrary } from '../../../test-support/gt06-arbitraries.js';

const PROTOCOLS: PositionProtocol[] = [MSG.gps, MSG.gpsUtc, MSG.alarm, MSG.alarmUtc];

function decodedPosition(bytes: Buffer, imei = '123456789012345'): Telemetry {
  const frame = only(decode(bytes, { imei }));
  if (frame.kind !== 'positions' || frame.positions.length !== 1 || !frame.positions[0])
    throw new Error('expected one position');
  return frame.positions[0];
}

describe('GT06 encoder → decoder round trips', () => {
  it('login carries the IMEI and gets the login ack', () => {
    const frame = only(decode(encodeLogin('353413532150362', 2), { imei: null }));
    expect(frame).toMatchObject({
      kind: 'identify',
      imei: '353413532150362',
      accept: hex('78 78 05 01 00 02 EB 47 0D 0A'),
    });
  });

  it('every position packet type returns the encoded position, to the protocol resolution', () => {
    fc.assert(
      fc.property(
        telemetryArbitrary,
        fc.constantFrom(...PROTOCOLS),
        fc.integer({ min: 0, max: 0xffff }),
        (telemetry, protocol, serial) => {
          const bytes = encodePosition(telemetry, { protocol, serial });
          const decoded = decodedPosition(bytes, telemetry.imei);
          expect(decoded.time).toBe(Math.floor(telemetry.time / 1000) * 1000);
          expect(Math.abs(decoded.lat - telemetry.lat)).toBeLessThanOrEqual(0.5 / 1_800_000 + 1e-12);
          expect(Math.abs(decoded.lng - telemetry.lng)).toBeLessThanOrEqual(0.5 / 1_800_000 + 1e-12);
          expect(decoded).toMatchObject({
            imei: telemetry.imei,
            sat: telemetry.sat,
            speed: telemetry.speed,
            head: telemetry.head,
            alt: 0,
          });
          expect(decoded.properties.gps).toBe(telemetry.properties.gps === 1 && telemetry.sat > 0 ? 1 : 0);
          // Re-encoding what was decoded gives the same bytes: nothing is lost past the first rounding.
          expect(encodePosition(decoded, { protocol, serial })).toEqual(bytes);
        },
      ),
    );
  });

  it('alarm packets carry ign, imb, GSM signal and the alarm code; 0x22 carries ign and mileage', () => {
    fc.assert(
      fc.property(telemetryArbitrary, (telemetry) => {
        const alarm = decodedPosition(encodePosition(telemetry, { protocol: MSG.alarmUtc, serial: 9 }));
        const { ign = 0, imb = 0, gsm_signal = 28, eventID = 0, mileage } = telemetry.properties;
        expect(alarm.properties).toMatchObject({ ign, imb, gsm_signal, eventID });
        const utc = decodedPosition(encodePosition(telemetry, { protocol: MSG.gpsUtc, serial: 9 }));
        expect(utc.properties.ign).toBe(ign);
        expect(utc.properties.mileage).toBe(mileage === undefined ? undefined : Math.round(mileage * 1000) / 1000);
      }),
    );
  });

  it('alarm and location packets are acked with their serial', () => {
    const telemetry = fc.sample(telemetryArbitrary, { numRuns: 1, seed: 7 })[0];
    if (!telemetry) throw new Error('no sample');
    expect(only(decode(encodePosition(telemetry, { protocol: MSG.alarm, serial: 0x36 })))).toMatchObject({
      ack: hex('78 78 05 16 00 36 95 70 0D 0A'),
    });
    const ackBody = hex('05 12 00 36');
    const crc = Buffer.alloc(2);
    crc.writeUInt16BE(crcItu(ackBody));
    expect(only(decode(encodePosition(telemetry, { protocol: MSG.gps, serial: 0x36 })))).toMatchObject({
      ack: Buffer.concat([hex('78 78'), ackBody, crc, hex('0D 0A')]),
    });
  });

  it('heartbeat round trip, answered with its serial', () => {
    const frame = only(decode(encodeHeartbeat({ ign: 1, imb: 1, gsm_signal: 21 }, 0x11)));
    expect(frame).toEqual({
      kind: 'status',
      imei: null,
      reply: hex('78 78 05 13 00 11 F9 70 0D 0A'),
      status: { ign: 1, imb: 1, gsm_signal: 21 },
    });
  });

  it('starter kill command and the device reply the simulator sends back', () => {
    expect(encodeStarterCommand(true, 0x0001a958, 0xa0)).toEqual(
      hex('78 78 15 80 0F 00 01 A9 58 44 59 44 2C 30 30 30 30 30 30 23 00 A0 DC F1 0D 0A'),
    );
    // The simulator's reply is byte for byte the document's reply.
    expect(encodeCommandReply('DYD=Success!', 0x0001a958, 0x18)).toEqual(
      hex('78 78 18 15 10 00 01 A9 58 44 59 44 3D 53 75 63 63 65 73 73 21 00 02 00 18 91 77 0D 0A'),
    );
    expect(only(decode(encodeCommandReply('HFYD=Success!', 7, 3)))).toMatchObject({
      kind: 'command-response',
      text: 'HFYD=Success!',
    });
  });
});
