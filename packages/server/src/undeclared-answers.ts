/**
 * TRANSITIONAL (issue 10): the calls that do not declare their answer yet. Each is removed from this
 * list as its answer schema is written; the list, and this file, go when it is empty. Nothing may be
 * added to it: a new call declares its answer from the start.
 */
export const UNDECLARED_ANSWERS: ReadonlySet<string> = new Set([
  'GET /sso/login',
  'POST /sso/login',
  'GET /sso/logout',
  'POST /sso/refresh_token',
  'GET /sso/session',
  'GET /sso/verifytoken',
]);
