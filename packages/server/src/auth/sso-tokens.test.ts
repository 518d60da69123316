import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { decodeToken, formPost } from '../test-support/http-helpers.js';
import { signToken } from './tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Signs in through the page and gives back the ssoToken and gsid of the redirect. */
async function ssoSession(username: string) {
  const response = await formPost(t.app, '/sso/login', { username, password: 'Armada#2026' });
  const location = new URL(response.headers.location ?? '');
  return { ssoToken: location.searchParams.get('ssoToken') ?? '', gsid: location.searchParams.get('gsid') ?? '' };
}

const verify = (ssoToken: string) =>
  t.app.inject({ method: 'GET', url: `/sso/verifytoken?ssoToken=${encodeURIComponent(ssoToken)}` });
const refresh = (ssoToken: string, runnerToken: string) =>
  formPost(t.app, '/sso/refresh_token', { ssoToken, runnerToken });

describe('sso tokens (review I5)', () => {
  it('I5: an ssoToken is exchanged once; it still serves token refresh', async () => {
    const { ssoToken } = await ssoSession('dealer');
    const first = await verify(ssoToken);
    expect(first.statusCode).toBe(200);
    const again = await Promise.all([verify(ssoToken), verify(ssoToken)]);
    expect(again.map((answer) => answer.statusCode)).toEqual([401, 401]);
    expect(again[0]?.json()).toMatchObject({ auth: 'false', code: 'invalid_token' });
    const runner = first.json<{ token: string }>().token;
    expect((await refresh(ssoToken, runner)).statusCode).toBe(200);
  });

  it('I5: of concurrent exchanges of one ssoToken only one gets a token', async () => {
    const { ssoToken } = await ssoSession('dealer2');
    const answers = await Promise.all(Array.from({ length: 4 }, () => verify(ssoToken)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  });

  it('I5: refresh takes a runner token expired for minutes, not one expired long ago', async () => {
    const { ssoToken, gsid } = await ssoSession('leasing');
    const token = (await verify(ssoToken)).json<{ token: string }>().token;
    const { exp: _exp, iat: _iat, ...claims } = decodeToken(token);
    const late = await signToken({ ...claims, gsid }, t.ctx.secrets.tokenKey, -60);
    expect((await refresh(ssoToken, late)).statusCode).toBe(200);
    const stale = await signToken({ ...claims, gsid }, t.ctx.secrets.tokenKey, -3600);
    const refused = await refresh(ssoToken, stale);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ auth: 'false', code: 'invalid_token' });
  });
});
