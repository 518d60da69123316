// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAuth, signIn } from './authStore';
import {
  displayNumberStyle,
  displayPrefsVersion,
  displayZone,
  setDisplayPrefs,
  subscribeDisplayPrefs,
} from './displayPrefs';
import { formatDateTime } from '../components/formatDate';
import { decimal } from '../components/formatNumber';

/** A token whose payload names the user: enough for the auth store to know who is signed in. */
const tokenFor = (userId: number) =>
  `h.${btoa(JSON.stringify({ user_id: userId, realm_id: 4, isorgadmin: 3, exp: 4_000_000_000 })).replace(/=+$/, '')}.s`;

const signInAs = (userId: number) => signIn({ token: tokenFor(userId), globalSessionID: 'g', ssoToken: null });

describe('display preferences', () => {
  beforeEach(() => {
    localStorage.clear();
    clearAuth();
  });

  it('reads times in WIB and numbers in the German style until the person chooses', () => {
    signInAs(7);
    expect([displayZone(), displayNumberStyle()]).toEqual(['Asia/Jakarta', 'de']);
    expect(formatDateTime('2026-11-25T17:30:00Z')).toBe('26 Nov 2026 00:30');
    expect(decimal(1234.5)).toBe('1.234,5');
  });

  it("follows the profile's choice, tells the screens once, and keeps it per person on this device", () => {
    signInAs(7);
    let told = 0;
    const stop = subscribeDisplayPrefs(() => (told += 1));
    const before = displayPrefsVersion();
    setDisplayPrefs(7, { timeZone: 'Asia/Jayapura', numberStyle: 'us' });
    setDisplayPrefs(7, { timeZone: 'Asia/Jayapura', numberStyle: 'us' });
    stop();
    expect(told).toBe(1);
    expect(displayPrefsVersion()).toBe(before + 1);
    expect(formatDateTime('2026-11-25T17:30:00Z')).toBe('26 Nov 2026 02:30');
    expect(decimal(1234.5)).toBe('1,234.5');

    signInAs(8);
    expect(displayZone()).toBe('Asia/Jakarta');
    signInAs(7);
    expect([displayZone(), displayNumberStyle()]).toEqual(['Asia/Jayapura', 'us']);
  });

  it('ignores a stored choice it does not know', () => {
    localStorage.setItem('armada.displayPrefs.9', JSON.stringify({ timeZone: 'Mars/Olympus', numberStyle: 'xx' }));
    signInAs(9);
    expect([displayZone(), displayNumberStyle()]).toEqual(['Asia/Jakarta', 'de']);
  });
});
