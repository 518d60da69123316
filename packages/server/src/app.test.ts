import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION, MESSAGES } from '@armada/domain';
import { buildTestApp, type TestApp } from './test-support/test-app.js';
import { bearer, bodyOf, countRows, userRow } from './test-support/http-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('public endpoints', () => {
  it('serves the public configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/app/config' });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({
      response: 200,
      message: 'Success',
      result: {
        version: APP_VERSION,
        blocked_realm_id: null,
        demo: true,
        password_max_age_days: 90,
        map_tiles: expect.objectContaining({ traffic: null }),
        report_time_zone: 'Asia/Jakarta',
      },
    });
  });

  it('serves Prometheus metrics, counting requests by route', async () => {
    await t.app.inject({ method: 'GET', url: '/api/app/config' });
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toMatch(
      /armada_http_request_duration_seconds_count\{[^}]*route="\/api\/app\/config"[^}]*\} [1-9]/,
    );
  });

  it('serves the API documentation and its OpenAPI description', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const spec = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(spec.statusCode).toBe(200);
    const doc = spec.json<{ openapi: string; info: { version: string }; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe(APP_VERSION);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/user/user/login_user', '/sso/login', '/api/user/user_org/view_user_org']),
    );
  });
});

describe('unknown paths', () => {
  it('answers 404 JSON for an unknown /api path, with or without a token', async () => {
    for (const url of ['/api/nope', '/api/user/user/nope', '/sso/nope']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(bodyOf(response)).toEqual({ response: 404, code: 'not_found', message: MESSAGES.not_found });
    }
    const token = await t.tokenOf('customer');
    expect((await t.app.inject({ method: 'POST', url: '/api/nope', headers: bearer(token) })).statusCode).toBe(404);
  });

  it('answers 404 for a known path with the wrong method', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/user/login_user' })).statusCode).toBe(404);
  });
});

describe('malformed bodies', () => {
  const badRequest = { response: 400, code: 'bad_request', message: MESSAGES.bad_request };

  it('answers 400 bad_request for broken JSON and changes nothing', async () => {
    const token = await t.tokenOf('customer');
    const before = await userRow(t.ctx, 'customer');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/user/edit_profile',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"name": "Changed", "email":',
    });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual(badRequest);
    expect(await userRow(t.ctx, 'customer')).toEqual(before);
  });

  it('answers 400 with the failing fields for a body of the wrong shape', async () => {
    const token = await t.tokenOf('customer');
    const before = await userRow(t.ctx, 'customer');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/user/change_password',
      headers: bearer(token),
      payload: { old_password: 'Armada#2026', password: ['Fresh#Pass42'] },
    });
    expect(response.statusCode).toBe(400);
    const body = bodyOf<{ errors: { field: string }[] }>(response);
    expect(body).toMatchObject(badRequest);
    expect(body.result.errors.map((e) => e.field)).toContain('confirm_password');
    expect((await userRow(t.ctx, 'customer')).password_hash).toBe(before.password_hash);
  });

  it('answers 400 for a login without a password and writes no session', async () => {
    const sessions = await countRows(t.ctx, 'sessions');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/user/login_user',
      payload: { username: 'customer' },
    });
    expect(bodyOf(response)).toMatchObject(badRequest);
    expect(await countRows(t.ctx, 'sessions')).toBe(sessions);
  });

  it('answers 400 for an unsupported content type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/user/login_user',
      headers: { 'content-type': 'text/csv' },
      payload: 'username,password',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(bodyOf(response)).toMatchObject({ code: 'bad_request', message: MESSAGES.bad_request });
  });
});
