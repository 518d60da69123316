import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-support/test-app.js';
import { cookieValue, formPost } from './test-support/http-helpers.js';

/** Every log line the app writes, as text, for checking what never reaches the log. */
function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, log: pino({ level: 'debug' }, stream) };
}

function webDist(): string {
  const root = mkdtempSync(join(tmpdir(), 'armada-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Armada</title>');
  writeFileSync(join(root, 'assets', 'index-BdFq2x9a.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(root, 'favicon.svg'), '<svg/>');
  return root;
}

const METRICS_TOKEN = 'metrics-secret-1234';
const logged = capturedLog();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ log: logged.log, webDist: webDist(), metricsToken: METRICS_TOKEN });
});
afterAll(async () => {
  await t.close();
});

const ssoLogin = (app: TestApp, serviceURL: string, headers: Record<string, string> = {}) =>
  formPost(app.app, '/sso/login', { username: 'customer', password: 'Armada#2026', serviceURL }, { headers });

describe('security headers (L6)', () => {
  it('L6: the web app, /sso/login and the API send a CSP, no framing, nosniff and no referrer', async () => {
    for (const url of ['/', '/maps', '/sso/login', '/api/app/config']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('L6: the CSP lets MapLibre run: workers from blob:, the configured tile servers, data: and blob: images', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toMatch(/worker-src 'self' blob:/);
    expect(csp).toContain('https://tile.openstreetmap.org');
    expect(csp).not.toContain('arcgisonline');
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
  });
});

describe('redirects from PUBLIC_URL only (L5)', () => {
  it('L5: POST /sso/login with Host: evil.example never sends the ssoToken to evil.example', async () => {
    const response = await ssoLogin(t, 'http://evil.example/', { host: 'evil.example' });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location ?? '');
    expect(location.origin).toBe('http://localhost');
    expect(location.pathname).toBe('/login');
  });

  it('L5: GET /sso/login with Host: evil.example keeps the form pointing at the portal', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sso/login?serviceURL=http%3A%2F%2Fevil.example%2F',
      headers: { host: 'evil.example' },
    });
    expect(response.body).not.toContain('evil.example');
    expect(response.body).toContain('http://localhost/login');
  });

  it('L5: GET /sso/logout with Host: evil.example redirects to the portal', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sso/logout?serviceURL=http%3A%2F%2Fevil.example%2F',
      headers: { host: 'evil.example' },
    });
    expect(response.statusCode).toBe(302);
    expect(new URL(response.headers.location ?? '').origin).toBe('http://localhost');
  });
});

describe('logout by POST (I4)', () => {
  it('I4: GET /sso/logout does not end the session; POST /sso/logout does', async () => {
    const signed = await ssoLogin(t, 'http://localhost/dashboard');
    const gsid = cookieValue(signed, 'gsid') ?? '';
    const viaGet = await t.app.inject({ method: 'GET', url: '/sso/logout', cookies: { gsid } });
    expect(viaGet.statusCode).toBe(302);
    expect((await t.app.inject({ method: 'GET', url: '/sso/session', cookies: { gsid } })).statusCode).toBe(200);

    const viaPost = await formPost(
      t.app,
      '/sso/logout',
      { serviceURL: '/login' },
      { headers: { cookie: `gsid=${gsid}` } },
    );
    expect(viaPost.statusCode).toBe(302);
    expect(viaPost.headers.location).toBe('http://localhost/login');
    expect((await t.app.inject({ method: 'GET', url: '/sso/session', cookies: { gsid } })).statusCode).toBe(401);
  });
});

describe('credentials stay out of the log (L4)', () => {
  it('L4: query strings of /live and /sso/*, Authorization headers and query parameters are never logged', async () => {
    const token = await t.tokenOf('customer');
    await t.app.inject({ method: 'GET', url: '/sso/verifytoken?ssoToken=SSO-SECRET-abc' });
    await t.app.inject({ method: 'GET', url: '/live?token=LIVE-SECRET-abc' });
    await t.app.inject({ method: 'GET', url: '/sso/nowhere?t=T-SECRET-abc' });
    await t.app.inject({ method: 'GET', url: '/api/app/config', headers: { authorization: `Bearer ${token}` } });
    const dbError = new DrizzleQueryError('select 1 where x = $1', ['PARAM-SECRET-abc'], new Error('boom'));
    t.app.log.error({ err: dbError, url: '/live?token=LIVE-SECRET-2' }, 'request failed');
    const text = logged.lines.join('');
    expect(text).toContain('/sso/verifytoken?[redacted]');
    for (const secret of ['SSO-SECRET', 'LIVE-SECRET', 'T-SECRET', 'PARAM-SECRET', token]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/authorization/i);
  });

  it('L4: request lines are logged at debug, not info', () => {
    const requestLines = logged.lines.map((line) => JSON.parse(line) as { msg?: string; level: number });
    const completed = requestLines.filter((line) => line.msg === 'request completed');
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.every((line) => line.level === 20)).toBe(true);
  });
});

describe('/metrics (I1)', () => {
  it('I1: /metrics needs METRICS_TOKEN as a bearer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(404);
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('armada_http_request_duration_seconds');
  });
});

describe('delivery', () => {
  it('answers and the web app are compressed with brotli or gzip', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-BdFq2x9a.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('hashed assets are cached for a year, index.html and other files are asked again', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-BdFq2x9a.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/maps', '/favicon.svg']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('the gsid cookie (I3) and rate limits (I2)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ publicUrl: 'https://fleet.example', rateLimit: { perToken: 4, perAddress: 3 } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('I3: the gsid cookie is Secure when PUBLIC_URL is https, even without TRUST_PROXY', async () => {
    const response = await ssoLogin(limited, 'https://fleet.example/login');
    expect(response.statusCode).toBe(302);
    const cookie = response.cookies.find((c) => c.name === 'gsid');
    expect(cookie?.secure).toBe(true);
    expect(cookie?.httpOnly).toBe(true);
  });

  it('I2: past the limit a call answers 429 too_many_requests, counted per token and per address', async () => {
    const other = { remoteAddress: '10.1.2.3' };
    const call = (headers: Record<string, string> = {}, remoteAddress = '10.9.9.9') =>
      limited.app.inject({ method: 'GET', url: '/api/app/config', headers, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(200);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ response: 429, code: 'too_many_requests' });
    expect(refused.json<{ message: string }>().message).toMatch(/Too many requests\. Please wait \d+ seconds/);
    // Another address, and a signed-in caller on the same address, have their own counts.
    expect((await call({}, other.remoteAddress)).statusCode).toBe(200);
    const bearer = { authorization: 'Bearer some.token.value' };
    for (let i = 0; i < 4; i++) expect((await call(bearer)).statusCode).not.toBe(429);
    expect((await call(bearer)).statusCode).toBe(429);
  });
});
