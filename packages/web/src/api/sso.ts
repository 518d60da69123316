import type { SsoSessionAnswer, SsoTokenAnswer } from '@armada/domain';
import { ssoRequest } from './client';

export const verifySsoToken = (ssoToken: string) =>
  ssoRequest<SsoTokenAnswer>('GET', `/sso/verifytoken?ssoToken=${encodeURIComponent(ssoToken)}`);

export const refreshSsoToken = (ssoToken: string, runnerToken: string) =>
  ssoRequest<SsoTokenAnswer>('POST', '/sso/refresh_token', { ssoToken, runnerToken });

/** Re-verifies the gsid cookie; the service sets the cookie again with a fresh expiry. */
export const checkSsoSession = () => ssoRequest<SsoSessionAnswer>('GET', '/sso/session');

export function ssoLoginUrl(language: string): string {
  const serviceURL = `${window.location.origin}/login`;
  return `/sso/login?serviceURL=${encodeURIComponent(serviceURL)}&lang=${encodeURIComponent(language)}`;
}

/**
 * Signs out at the sign-in service: a form POST (the gsid cookie goes with it, SameSite=Lax keeps other sites from
 * doing the same), which ends the global session and redirects back to the portal's /login.
 */
export function ssoSignOut(): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = '/sso/logout';
  const serviceURL = document.createElement('input');
  serviceURL.type = 'hidden';
  serviceURL.name = 'serviceURL';
  serviceURL.value = `${window.location.origin}/login`;
  form.append(serviceURL);
  document.body.append(form);
  form.submit();
}
