import { ssoRequest } from './client';

export type SsoSession = { auth: 'true'; token: string; globalSessionID: string };

export const verifySsoToken = (ssoToken: string) =>
  ssoRequest<SsoSession>('GET', `/sso/verifytoken?ssoToken=${encodeURIComponent(ssoToken)}`);

export const refreshSsoToken = (ssoToken: string, runnerToken: string) =>
  ssoRequest<SsoSession>('POST', '/sso/refresh_token', { ssoToken, runnerToken });

/** Re-verifies the gsid cookie; the service sets the cookie again with a fresh expiry. */
export const checkSsoSession = () => ssoRequest<{ auth: 'true'; globalSessionID: string }>('GET', '/sso/session');

export function ssoLoginUrl(language: string): string {
  const serviceURL = `${window.location.origin}/login`;
  return `/sso/login?serviceURL=${encodeURIComponent(serviceURL)}&lang=${encodeURIComponent(language)}`;
}

export function ssoLogoutUrl(): string {
  return `/sso/logout?serviceURL=${encodeURIComponent(`${window.location.origin}/login`)}`;
}
