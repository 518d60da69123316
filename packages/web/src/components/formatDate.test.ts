// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayPrefs } from '../session/displayPrefs';
import { fromPickerTime, toPickerTime } from './formatDate';
import { instantFromPicker, instantToPicker } from './form/instantPicker';

const INSTANT = '2026-11-25T17:30:00.000Z';

describe('date-time pickers in the person zone', () => {
  afterEach(() => {
    localStorage.clear();
    setDisplayPrefs(0, { timeZone: 'Asia/Jakarta', numberStyle: 'de' });
  });

  it('shows an instant at the wall clock of WIB whatever the browser zone, and reads it back', () => {
    const shown = toPickerTime(INSTANT);
    expect(shown.format('YYYY-MM-DD HH:mm')).toBe('2026-11-26 00:30');
    expect(fromPickerTime(shown).toISOString()).toBe(INSTANT);
    expect(fromPickerTime(shown.hour(8).minute(0)).toISOString()).toBe('2026-11-26T01:00:00.000Z');
  });

  it('follows the zone the person chose', () => {
    setDisplayPrefs(0, { timeZone: 'Asia/Jayapura', numberStyle: 'de' });
    expect(toPickerTime(INSTANT).format('YYYY-MM-DD HH:mm')).toBe('2026-11-26 02:30');
    expect(fromPickerTime(toPickerTime(INSTANT)).toISOString()).toBe(INSTANT);
  });

  it('keeps a form field as ISO text, cleared to what the call expects', () => {
    const { value } = instantToPicker(INSTANT);
    expect(value?.format('HH:mm')).toBe('00:30');
    expect(instantToPicker('').value).toBeNull();
    expect(value ? instantFromPicker(undefined)(value) : null).toBe(INSTANT);
    expect(instantFromPicker('')(null)).toBe('');
    expect(instantFromPicker(undefined)(null)).toBeUndefined();
  });
});
