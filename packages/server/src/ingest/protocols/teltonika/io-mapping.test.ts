import { describe, expect, it } from 'vitest';
import { IO } from './io-ids.js';
import { mapIoElements } from './io-mapping.js';

const io = (entries: [number, string][]) => new Map(entries.map(([id, value]) => [id, Buffer.from(value, 'hex')]));

describe('teltonika IO mapping', () => {
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
