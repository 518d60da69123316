import {
  DEFAULT_NUMBER_STYLE,
  DEFAULT_TIME_ZONE,
  DISPLAY_TIME_ZONES,
  NUMBER_STYLES,
  type DisplayTimeZone,
  type NumberStyle,
} from '@armada/domain';
import { getAuth } from './authStore';
import { LOCAL_KEYS } from './storageKeys';

/**
 * How the signed-in person reads times and numbers: their profile's choice, kept on this device too so
 * a reload formats right before the profile answers. Formatters read it (components/formatDate, formatNumber).
 */
export type DisplayPrefs = { timeZone: DisplayTimeZone; numberStyle: NumberStyle };

const DEFAULTS: DisplayPrefs = { timeZone: DEFAULT_TIME_ZONE, numberStyle: DEFAULT_NUMBER_STYLE };

const keyOf = (userId: number) => `${LOCAL_KEYS.displayPrefs}.${userId}`;

const isZone = (value: unknown): value is DisplayTimeZone => (DISPLAY_TIME_ZONES as readonly unknown[]).includes(value);
const isStyle = (value: unknown): value is NumberStyle => (NUMBER_STYLES as readonly unknown[]).includes(value);

/** What this device last saw of a person's choice, so a reload formats right before the profile answers. */
function stored(userId: number): DisplayPrefs {
  try {
    const saved = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null') as Partial<DisplayPrefs> | null;
    return {
      timeZone: isZone(saved?.timeZone) ? saved.timeZone : DEFAULTS.timeZone,
      numberStyle: isStyle(saved?.numberStyle) ? saved.numberStyle : DEFAULTS.numberStyle,
    };
  } catch {
    return DEFAULTS;
  }
}

/** The signed-in person's choice, read from this device once per person. */
let cache: { userId: number; prefs: DisplayPrefs } | null = null;
let version = 0;
const listeners = new Set<() => void>();

function current(): DisplayPrefs {
  const userId = getAuth().viewer?.user_id ?? 0;
  if (cache?.userId !== userId) {
    cache = { userId, prefs: typeof localStorage === 'undefined' ? DEFAULTS : stored(userId) };
  }
  return cache.prefs;
}

export const displayZone = (): DisplayTimeZone => current().timeZone;
export const displayNumberStyle = (): NumberStyle => current().numberStyle;

/** Changes each time the choice changes: screens keyed by it draw again in the new zone and style. */
export const displayPrefsVersion = (): number => version;

/** The profile's answer: the choice as the server keeps it, remembered on this device for the next start. */
export function setDisplayPrefs(userId: number, next: DisplayPrefs): void {
  localStorage.setItem(keyOf(userId), JSON.stringify(next));
  const before = current();
  cache = { userId, prefs: next };
  if (next.timeZone === before.timeZone && next.numberStyle === before.numberStyle) return;
  version += 1;
  listeners.forEach((listener) => listener());
}

export function subscribeDisplayPrefs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
