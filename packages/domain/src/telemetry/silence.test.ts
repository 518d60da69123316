import { describe, expect, it } from 'vitest';
import { GPSTYPE } from './device.js';
import { silenceReason, type SilenceInput } from './silence.js';

const healthy: SilenceInput = {
  speed: 42,
  sat: 9,
  gpstype: GPSTYPE.teltonika,
  properties: { ign: 1, accu: 24.1, gps: 1, gsm_signal: 4 },
};
const reason = (over: Partial<SilenceInput['properties']>, extra: Partial<SilenceInput> = {}) =>
  silenceReason({ ...healthy, ...extra, properties: { ...healthy.properties, ...over } });

describe('silenceReason', () => {
  it('is never_reported without a last record', () => {
    expect(silenceReason(null)).toBe('never_reported');
    expect(silenceReason(undefined)).toBe('never_reported');
  });

  it('is unknown when the last record shows nothing wrong and the truck was driving', () => {
    expect(silenceReason(healthy)).toBe('unknown');
  });

  it('is power_cut when the external voltage dropped below the accu-low voltage, 0 V included', () => {
    expect(reason({ accu: 10.2 })).toBe('power_cut');
    expect(reason({ accu: 0 })).toBe('power_cut');
    expect(reason({ accu: undefined, accu_voltage: 3 })).toBe('power_cut');
    expect(reason({ accu: 11 })).toBe('unknown');
  });

  it('is no_signal without a fix, with too few satellites or a poor GSM level', () => {
    expect(reason({ gps: 0 })).toBe('no_signal');
    expect(reason({}, { sat: 3 })).toBe('no_signal');
    expect(reason({ gsm_signal: 2 })).toBe('no_signal');
    expect(reason({ gsm_signal: 10 }, { gpstype: GPSTYPE.ruptela })).toBe('no_signal');
    expect(reason({ gsm_signal: 20 }, { gpstype: GPSTYPE.ruptela })).toBe('unknown');
    expect(reason({ gsm_signal: undefined })).toBe('unknown');
  });

  it('is parked_long when ignition was off and the truck stood still', () => {
    expect(reason({ ign: 0 }, { speed: 0 })).toBe('parked_long');
    expect(reason({ ign: 0 }, { speed: 5 })).toBe('unknown');
    expect(reason({ ign: undefined }, { speed: 0 })).toBe('unknown');
  });

  it('puts a power cut before a lost signal, and both before parking', () => {
    expect(reason({ accu: 0, gps: 0, ign: 0 }, { speed: 0 })).toBe('power_cut');
    expect(reason({ gps: 0, ign: 0 }, { speed: 0 })).toBe('no_signal');
  });
});
