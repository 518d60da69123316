import { describe, it, expect } from 'vitest';
import { REALM_ID, type Viewer } from '@armada/domain';
import { visibleMenu } from './menu';

const viewer = (isorgadmin: number, user_access: Viewer['user_access'], realm_id = 3): Viewer => ({
  isorgadmin,
  user_access,
  realm_id,
  access_type: 1,
});

const paths = (of: Viewer) => visibleMenu(of).map((entry) => entry.path);

describe('visibleMenu', () => {
  it('shows my account only with view_user', () => {
    expect(paths(viewer(3, {}))).toEqual(['/profile']);
    expect(paths(viewer(3, { view_user: true }))).toEqual(['/profile', '/my-account']);
  });

  it('shows everything to root', () => {
    expect(paths(viewer(0, null, REALM_ID.admin))).toEqual([
      '/maps',
      '/alert',
      '/notification',
      '/explore',
      '/mapsv3',
      '/device_setting',
      '/vehicles/list',
      '/vehicles/status',
      '/vehicle/not-updated',
      '/vehicles/sensor',
      '/profile',
      '/my-account',
      '/customer/list',
      '/dealer',
      '/leasing/company-list',
      '/user-access/organization',
      '/user-access/role',
      '/user-access/user',
      '/user-access/customer',
      '/app-management/app',
      '/app-management/services',
      '/app-management/functions',
      '/app-management/realm',
      '/reports/login-logs',
      '/reports/cmp-log-viewer',
    ]);
  });

  it('shows the reports in the admin realm only, the outbox only with read_outbox', () => {
    const admin = (access: Viewer['user_access']) => viewer(2, { view_user: true, ...access }, REALM_ID.admin);
    expect(paths(admin({ list_login_log: true }))).toEqual(['/profile', '/my-account', '/reports/login-logs']);
    expect(paths(admin({ list_login_log: true, read_outbox: true }))).toContain('/reports/cmp-log-viewer');
    expect(paths(viewer(2, { view_user: true, list_login_log: true, read_outbox: true }, REALM_ID.dealer))).toEqual([
      '/profile',
      '/my-account',
    ]);
  });
});
