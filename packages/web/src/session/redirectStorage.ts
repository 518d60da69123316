import { SESSION_KEYS } from './storageKeys';

/** Paths never worth returning to after signing in. */
const NOT_A_TARGET = /^\/(login|logout|privacy_policy|change-password|forgot-password)?(\/|\?|$)/;

export function rememberRedirect(path: string, storage: Storage = sessionStorage): void {
  if (!path.startsWith('/') || path.startsWith('//') || NOT_A_TARGET.test(path)) return;
  storage.setItem(SESSION_KEYS.redirect, path);
}

/** The stored path (removed on reading), or null. Only same-origin paths are honoured. */
export function takeRedirect(storage: Storage = sessionStorage): string | null {
  const path = storage.getItem(SESSION_KEYS.redirect);
  storage.removeItem(SESSION_KEYS.redirect);
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  return path;
}

export function currentPath(): string {
  return window.location.pathname + window.location.search;
}
