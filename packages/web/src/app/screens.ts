import { lazy, type ComponentType } from 'react';

export type ScreenProps = { path: string };
type Screen = ComponentType<ScreenProps>;

function named<K extends string>(load: () => Promise<Record<K, Screen>>, name: K): Screen {
  return lazy<Screen>(() => load().then((module) => ({ default: module[name] })));
}

const LoginPage = named(() => import('../features/auth/LoginPage'), 'LoginPage');

/** The screens built so far, by route path; every other route shows the not-yet-available page. */
const BUILT: Record<string, Screen> = {
  '/': LoginPage,
  '/login': LoginPage,
  '/logout': named(() => import('../features/auth/LogoutPage'), 'LogoutPage'),
  '/privacy_policy/:token': named(
    () => import('../features/auth/PrivacyPolicyApprovalPage'),
    'PrivacyPolicyApprovalPage',
  ),
  '/forgot-password': named(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
  '/change-password': named(() => import('../features/auth/ChangePasswordPage'), 'ChangePasswordPage'),
  '/maps': named(() => import('../features/maps/MapsPage'), 'MapsPage'),
  '/profile': named(() => import('../features/profile/ProfilePage'), 'ProfilePage'),
  '/my-account': named(() => import('../features/profile/MyAccountPage'), 'MyAccountPage'),
  '/reports/login-logs': named(() => import('../features/reports/LoginLogsPage'), 'LoginLogsPage'),
  '/reports/cmp-log-viewer': named(() => import('../features/reports/MailOutboxPage'), 'MailOutboxPage'),
  '/privacy-policy': named(() => import('../features/static/PrivacyPolicyPage'), 'PrivacyPolicyPage'),
  '/unsupported': named(() => import('../features/static/UnsupportedPage'), 'UnsupportedPage'),
  '/share_location': named(() => import('../features/static/ShareLocationPage'), 'ShareLocationPage'),
};

const NotYetAvailablePage = named(() => import('./pages/NotYetAvailablePage'), 'NotYetAvailablePage');

export function screenFor(path: string): Screen {
  return BUILT[path] ?? NotYetAvailablePage;
}

export function isBuilt(path: string): boolean {
  return path in BUILT;
}
