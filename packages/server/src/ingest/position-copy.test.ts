import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Telemetry } from '@armada/domain';
import { encodePositionsCopy } from './position-copy.js';

const PG_EPOCH_MS = Date.UTC(2000, 0, 1);

/** Reads back what encodePositionsCopy wrote: the binary COPY header, each row's ten fields, the trailer. */
function readCopy(data: Buffer) {
  expect(data.subarray(0, 11).toString('latin1')).toBe('PGCOPY\n\xff\r\n\0');
  let at = 19;
  const field = () => {
    const length = data.readInt32BE(at);
    at += 4;
    if (length < 0) return null;
    const bytes = data.subarray(at, at + length);
    at += length;
    return bytes;
  };
  const rows = [];
  for (;;) {
    const fields = data.readInt16BE(at);
    at += 2;
    if (fields === -1) break;
    expect(fields).toBe(10);
    const [imei, time, lat, lng, alt, head, speed, sat, props, flag] = Array.from({ length: 10 }, field);
    expect(props?.[0]).toBe(1); // jsonb version
    rows.push({
      imei: imei?.toString('utf8'),
      time: Number(time?.readBigInt64BE(0)) / 1000 + PG_EPOCH_MS,
      lat: lat?.readDoubleBE(0),
      lng: lng?.readDoubleBE(0),
      alt: alt?.readFloatBE(0),
      head: head?.readFloatBE(0),
      speed: speed?.readFloatBE(0),
      sat: sat?.readInt16BE(0),
      json: props?.subarray(1).toString('utf8'),
      flag: flag?.toString('utf8') ?? null,
    });
  }
  expect(at).toBe(data.length);
  return rows;
}

/** The columns every test row has, as they read back. */
const COLUMNS = { imei: '356307042441013', lat: -6.2146, lng: 106.8451, alt: 12, head: 270, speed: 42.5, sat: 11 };

const row = (properties: Record<string, unknown>, time = Date.UTC(2026, 10, 1, 7, 30, 15, 250)): Telemetry => ({
  ...COLUMNS,
  gpstype: 2,
  time,
  properties: properties as Telemetry['properties'],
});

/** Numbers a tracker reports (volts, km, litres in a few places) and any double at all. */
const anyNumber = fc.oneof(
  fc.integer({ min: -1e6, max: 1e6 }).chain((n) => fc.constantFrom(n, n / 10, n / 100, n / 1000, n / 10000)),
  fc.double(),
  fc.constantFrom(0, -0, 0.1 + 0.2, 1e-7, 1e21, 999_999_999.9999, 1e9, -1e15, 5e-324),
);
const anyValue = fc.oneof(
  anyNumber,
  fc.string(),
  fc.array(anyNumber, { maxLength: 4 }),
  fc.constant(undefined),
  fc.boolean(),
);

describe('encodePositionsCopy', () => {
  it('writes every column as PostgreSQL reads it, and a flag on the rows marked', () => {
    const rows = [row({ ign: 1, gps: 1, mileage: 1234.5 }), row({ temp: [-10, 25.5] }, Date.UTC(1999, 11, 31, 23))];
    const read = readCopy(encodePositionsCopy(rows, [false, true]));
    expect(read).toEqual([
      { ...COLUMNS, time: rows[0]?.time, json: '{"ign":1,"gps":1,"mileage":1234.5}', flag: null },
      expect.objectContaining({ time: rows[1]?.time, json: '{"temp":[-10,25.5]}', flag: 'jump' }),
    ]);
  });

  it('writes the properties exactly as JSON.stringify does, whatever they hold', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), anyValue, { maxKeys: 12 }), (properties) => {
        const [read] = readCopy(encodePositionsCopy([row(properties)]));
        expect(read?.json).toBe(JSON.stringify(properties));
      }),
      { numRuns: 2000 },
    );
  });

  it('grows its buffer for rows larger than it guessed', () => {
    const big = row({
      iccid: 'x'.repeat(5000),
      rfid: 'ü'.repeat(3000),
      temp: Array.from({ length: 500 }, (_, i) => i / 10),
    });
    const [read] = readCopy(encodePositionsCopy([big, big]));
    expect(read?.json).toBe(JSON.stringify(big.properties));
  });
});
