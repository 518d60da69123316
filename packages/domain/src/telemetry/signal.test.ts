import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  activationStatusLabel,
  doorText,
  euroStd,
  GSM_LEVELS,
  gpsOn,
  gsmLevel,
  locationStatus,
  powerSource,
} from './signal.js';
import { GPSTYPE } from './device.js';

describe('gsmLevel', () => {
  it('maps teltonika 5..1 directly', () => {
    expect([5, 4, 3, 2, 1].map((v) => gsmLevel(GPSTYPE.teltonika, v))).toEqual([...GSM_LEVELS]);
  });

  it('treats unknown gpstypes as teltonika', () => {
    expect(gsmLevel(99, 5)).toBe('Excellent');
    expect(gsmLevel(null, 4)).toBe('Good');
  });

  it('maps other families by range', () => {
    const at = (v: number) => gsmLevel(GPSTYPE.ruptela, v);
    expect([31, 25, 24, 19, 18, 13, 12, 7, 6, 1].map(at)).toEqual([
      'Excellent',
      'Excellent',
      'Good',
      'Good',
      'Fair',
      'Fair',
      'Poor',
      'Poor',
      'No Signal',
      'No Signal',
    ]);
    expect(gsmLevel(GPSTYPE.concox, 20)).toBe('Good');
  });

  it('is No Signal for 0, missing or out of scale', () => {
    expect(gsmLevel(GPSTYPE.ruptela, 0)).toBe('No Signal');
    expect(gsmLevel(GPSTYPE.ruptela, 99)).toBe('No Signal');
    expect(gsmLevel(GPSTYPE.teltonika, 0)).toBe('No Signal');
    expect(gsmLevel(GPSTYPE.teltonika, 7)).toBe('No Signal');
    expect(gsmLevel(GPSTYPE.concox, undefined)).toBe('No Signal');
  });

  it('never improves as the CSQ value drops', () => {
    const rank = (v: number) => GSM_LEVELS.indexOf(gsmLevel(GPSTYPE.ruptela, v));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 31 }), fc.integer({ min: 0, max: 31 }), (a, b) => {
        const [lo, hi] = a < b ? [a, b] : [b, a];
        expect(rank(lo)).toBeGreaterThanOrEqual(rank(hi));
      }),
    );
  });
});

describe('small displays', () => {
  it('has GPS on from 4 satellites', () => {
    expect(gpsOn(3)).toBe(false);
    expect(gpsOn(4)).toBe(true);
    expect(gpsOn(undefined)).toBe(false);
  });

  it('reads doors 1 CLOSED and 0 OPEN', () => {
    expect(doorText(1)).toBe('CLOSED');
    expect(doorText(0)).toBe('OPEN');
    expect(doorText(undefined)).toBe('-');
  });

  it('picks the power source', () => {
    expect(powerSource({ accu: 24.1, gps_batt: 4.1 })).toBe('ACCU');
    expect(powerSource({ accu_voltage: 12.5 })).toBe('ACCU');
    expect(powerSource({ accu: 0.2, gps_batt: 3.9 })).toBe('BATTERY');
    expect(powerSource({ accu: 0, gps_batt: 2.5 })).toBe('Off');
    expect(powerSource({})).toBe('Off');
    expect(powerSource({ accu: 9 }, { accuPresentMinVolts: 10, batteryPresentMinVolts: 3 })).toBe('Off');
  });

  it('normalises euro standards', () => {
    for (const v of ['euro2', 'EURO 2', 'Euro-II', 2, '2']) expect(euroStd(v)).toBe('euro2');
    for (const v of ['euro4', 'EURO 4', 'euro_iv', 4, ' 4 ']) expect(euroStd(v)).toBe('euro4');
    for (const v of ['euro5', 3, '', null, undefined, 'diesel']) expect(euroStd(v)).toBeNull();
  });

  it('judges location validity', () => {
    expect(locationStatus(-6.2, 106.8, 1)).toBe('valid');
    expect(locationStatus(-6.2, 106.8)).toBe('valid');
    expect(locationStatus(0, 0, 1)).toBe('invalid');
    expect(locationStatus(91, 10, 1)).toBe('invalid');
    expect(locationStatus(10, -181, 1)).toBe('invalid');
    expect(locationStatus(-6.2, 106.8, 0)).toBe('invalid');
    expect(locationStatus(-6.2, 106.8, false)).toBe('invalid');
    expect(locationStatus(Number.NaN, 106.8, 1)).toBe('invalid');
    expect(locationStatus(null, 106.8, 1)).toBe('invalid');
  });

  it('labels activation status codes', () => {
    expect(['0', '1', '2', '3', null].map((c) => activationStatusLabel(c))).toEqual([
      'Non Runner',
      'Vehicle Inactive',
      'Vehicle Active',
      '-',
      '-',
    ]);
    expect(activationStatusLabel(1, 'history')).toBe('Vehicle Runner Inactive');
    expect(activationStatusLabel('2', 'history')).toBe('Vehicle Runner Active');
    expect(activationStatusLabel('0', 'history')).toBe('Non Runner');
  });
});
