// @vitest-environment jsdom
import { describe, it, expect, beforeEach } from 'vitest';
import { rememberRedirect, takeRedirect } from './redirectStorage';

describe('redirect storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('remembers the intended path with its query and gives it back once', () => {
    rememberRedirect('/vehicles/list?page=2');
    expect(sessionStorage.getItem('armada.redirect')).toBe('/vehicles/list?page=2');
    expect(takeRedirect()).toBe('/vehicles/list?page=2');
    expect(takeRedirect()).toBeNull();
  });

  it('ignores sign-in pages and the root', () => {
    for (const path of ['/', '/login', '/login?ssoToken=x', '/logout', '/privacy_policy/abc', '/change-password?t=1']) {
      rememberRedirect(path);
      expect(takeRedirect()).toBeNull();
    }
  });

  it('never honours another origin', () => {
    rememberRedirect('//evil.example/x');
    expect(takeRedirect()).toBeNull();
    sessionStorage.setItem('armada.redirect', 'https://evil.example/');
    expect(takeRedirect()).toBeNull();
  });
});
