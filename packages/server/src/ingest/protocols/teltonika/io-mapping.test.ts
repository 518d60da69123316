import { describe, expect, it } from 'vitest';
import { CAN_ADAPTER_IDS, DALLAS_TEMPERATURE_IDS, IO } from './io-ids.js';
import { IoElements, KEPT_ID_LIMIT } from './io-elements.js';
import { mapIoElements } from './io-mapping.js';

/** A table of `entries` (id, value in hex) laid out one after another in one buffer, as in a packet. */
function io(entries: [number, string][]): IoElements {
  const values = entries.map(([, hex]) => Buffer.from(hex, 'hex'));
  const table = new IoElements();
  table.clear(Buffer.concat(values));
  let offset = 0;
  entries.forEach(([id], i) => {
    const width = values[i]?.length ?? 0;
    table.set(id, offset, width);
    offset += width;
  });
  return table;
}

describe('teltonika IO mapping', () => {
  it('keeps every id it maps (the table holds ids below KEPT_ID_LIMIT)', () => {
    const mapped = [...Object.values(IO), ...CAN_ADAPTER_IDS, ...DALLAS_TEMPERATURE_IDS];
    expect(mapped.filter((id) => id >= KEPT_ID_LIMIT)).toEqual([]);
  });

  it('reads past ids it does not keep and forgets the last record on clear', () => {
    const table = io([
      [IO.ignition, '01'],
      [0x1234, '0102'],
    ]);
    expect(table.has(0x1234)).toBe(false);
    expect(mapIoElements(table, 0, 8).ign).toBe(1);
    table.clear(Buffer.alloc(0));
    expect(mapIoElements(table, 0, 8)).toEqual({ eventID: 0, gps: 1 });
  });

  it('reads values at the width that arrived, and no integer from an empty or over-wide value', () => {
    expect(mapIoElements(io([[IO.gsmSignal, '0004']]), 0, 8).gsm_signal).toBe(4);
    expect(mapIoElements(io([[IO.totalOdometer, '00000000000F4240']]), 0, 8).mileage).toBe(1000);
    expect(mapIoElements(io([[IO.ignition, '']]), 0, 8).ign).toBeUndefined();
    expect(mapIoElements(io([[IO.ignition, '00'.repeat(15) + '01']]), 0, 8).ign).toBeUndefined();
    expect(mapIoElements(io([[IO.dallasTemperature1, 'FFFFFFFFFFFFFF9C']]), 0, 8).temp).toEqual([-10]);
  });

  it('maps the FMB default ids to portal properties', () => {
    const properties = mapIoElements(
      io([
        [IO.ignition, '01'],
        [IO.din2, '01'],
        [IO.din3, '00'],
        [IO.dout1, '01'],
        [IO.externalVoltage, '3070'], // 12400 mV
        [IO.batteryVoltage, '0FA0'], // 4000 mV
        [IO.totalOdometer, '0001E240'], // 123456 m
        [IO.canEngineWorktime, '0000005A'], // 90 min
        [IO.canEngineRpm, '02EE'],
        [IO.jamming, '01'],
        [IO.dallasTemperature1, 'FFFFFF9C'], // -10.0 °C
        [IO.dallasTemperature2, '00000BB8'], // 3000: sensor fault code, left out
        [IO.dallasTemperature3, '000000FA'], // 25.0 °C
      ]),
      247,
      9,
    );
    expect(properties).toEqual({
      eventID: 247,
      gps: 1,
      ign: 1,
      door1: 1,
      door2: 0,
      imb: 1,
      accu: 12.4,
      accu_voltage: 12.4,
      gps_batt: 4,
      mileage: 123.456,
      engine_hours: 1.5,
      status_engine: 1,
      canbus: 1,
      jamming: 1,
      temp: [-10, 25],
    });
  });

  it('prefers CAN litres over CAN percent and reads either alone', () => {
    expect(
      mapIoElements(
        io([
          [IO.canFuelLevelLitres, '01F4'],
          [IO.canFuelLevelPercent, '32'],
        ]),
        0,
        5,
      ),
    ).toMatchObject({
      fuel: 50,
      fuel_sensor: 'can',
    });
    expect(mapIoElements(io([[IO.canFuelLevelPercent, '32']]), 0, 5)).toMatchObject({
      fuel: 50,
      fuel_sensor: 'percent',
    });
  });

  it('treats GNSS status other than "on with fix" as no fix and reads crash or harsh driving as a bump', () => {
    expect(mapIoElements(io([[IO.gnssStatus, '02']]), 0, 8).gps).toBe(0);
    expect(mapIoElements(io([[IO.greenDrivingType, '02']]), 0, 8).bump).toBe(1);
    expect(mapIoElements(io([[IO.crashDetection, '00']]), 0, 8).bump).toBe(0);
  });

  it('reads the green driving type as the kind of harsh event, none for 0', () => {
    expect(mapIoElements(io([[IO.greenDrivingType, '01']]), 0, 8).harsh).toBe(1);
    expect(mapIoElements(io([[IO.greenDrivingType, '02']]), 0, 8).harsh).toBe(2);
    expect(mapIoElements(io([[IO.greenDrivingType, '03']]), 0, 8).harsh).toBe(3);
    expect(mapIoElements(io([[IO.greenDrivingType, '00']]), 0, 8).harsh).toBeUndefined();
  });

  it('reads an ICCID only from two 8-byte elements', () => {
    const iccid1 = '000000003544C87A'; // 893700218
    const iccid2 = '000000001DD7E06A'; // 500686954
    expect(
      mapIoElements(
        io([
          [IO.iccid1, iccid1],
          [IO.iccid2, iccid2],
        ]),
        0,
        8,
      ).iccid,
    ).toBe('8937002180500686954');
    expect(
      mapIoElements(
        io([
          [IO.iccid1, '0050'],
          [IO.iccid2, iccid2],
        ]),
        0,
        8,
      ).iccid,
    ).toBeUndefined();
  });
});
