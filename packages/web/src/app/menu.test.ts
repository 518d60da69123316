import { describe, it, expect } from 'vitest';
import { REALM_ID, type Viewer } from '@armada/domain';
import { groupOf, visibleMenu } from './menu';

const viewer = (isorgadmin: number, user_access: Viewer['user_access'], realm_id = 3): Viewer => ({
  isorgadmin,
  user_access,
  realm_id,
  access_type: 1,
});

/** The menu as [section, its paths] in drawing order: the one shape every expectation below uses. */
const sections = (of: Viewer) => visibleMenu(of).map((group) => [group.key, group.entries.map((entry) => entry.path)]);

const ENGINE_REPORT_PATHS = [
  '/reports/list',
  '/reports/trip',
  '/reports/stopped_vehicle',
  '/reports/idling_vehicle',
  '/reports/activities',
  '/reports/daily-trip-summary',
  '/reports/exceed_limit',
  '/reports/towing',
  '/reports/crash',
  '/reports/event',
  '/reports/daily_summary',
  '/reports/monthly_summary',
  '/reports/productivity_efficiency',
  '/reports/machine_working_hours',
  '/reports/sensor',
];

const EVERYTHING = [
  [
    'monitoring',
    [
      '/dashboard',
      '/dashboardeuro4',
      '/euro4-dealer/menu',
      '/maps',
      '/alert',
      '/notification',
      '/explore',
      '/mapsv3',
      '/device_setting',
    ],
  ],
  [
    'vehicles',
    [
      '/vehicles/list',
      '/vehicles/status',
      '/vehicles/group',
      '/vehicles/in_the_pool',
      '/vehicle/not-updated',
      '/omamori/notUpdatedVehicles',
      '/abnormalVehicles',
      '/abnormalVehicles/maps',
      '/vehicles/sensor',
      '/sensor',
      '/fuel',
      '/fuel/spbu',
    ],
  ],
  [
    'partners',
    [
      '/customer/list',
      '/dealer',
      '/leasing/company-list',
      '/activation/vehicle',
      '/activation/customer',
      '/activation/dealer_perfomance',
      '/upload-rs',
    ],
  ],
  ['user-access', ['/user-access/organization', '/user-access/role', '/user-access/user', '/user-access/customer']],
  [
    'app-management',
    ['/app-management/app', '/app-management/services', '/app-management/functions', '/app-management/realm'],
  ],
  ['reports', [...ENGINE_REPORT_PATHS, '/reports/schedule', '/reports/login-logs', '/reports/cmp-log-viewer']],
  [
    'engagement',
    [
      '/driver-contest',
      '/driver-contest/driver-list',
      '/drivers',
      '/service-bookings',
      '/survey/admin/survey-list',
      '/survey/user',
      '/wiki',
      '/wiki/menu',
      '/announcement',
    ],
  ],
  [
    'call-center',
    [
      '/call-center',
      '/call-center/incident',
      '/call-center/change-vehicle-member',
      '/call-center/vehicle-config',
      '/call-center/result-sms',
      '/call-center/result-config-sms',
    ],
  ],
  [
    'subscription',
    ['/subscription/status', '/subscription/choose-plan', '/subscription/billing', '/subscription/plan'],
  ],
];

/** The help wiki is every signed-in user's to read; its editor needs edit_wiki. */
const WIKI = ['engagement', ['/wiki']];

const admin = (access: Viewer['user_access']) => viewer(2, { view_user: true, ...access }, REALM_ID.admin);

const CASES: { name: string; of: Viewer; expected: unknown[] }[] = [
  { name: 'root sees every section', of: viewer(0, null, REALM_ID.admin), expected: EVERYTHING },
  // Profile and my account are in the header's user menu; the help wiki is every signed-in user's.
  { name: 'no screen: the help wiki only', of: viewer(3, { view_user: true }), expected: [WIKI] },
  {
    name: 'the status list also needs list_vehicle',
    of: viewer(3, { list_vehicle_status: true, vehicle_in_pool: true }),
    expected: [['vehicles', ['/vehicles/in_the_pool']], WIKI],
  },
  {
    name: 'the reports in the admin realm only',
    of: admin({ list_login_log: true }),
    expected: [['reports', ['/reports/login-logs']], WIKI],
  },
  {
    name: 'the outbox with read_outbox',
    of: admin({ list_login_log: true, read_outbox: true }),
    expected: [['reports', ['/reports/login-logs', '/reports/cmp-log-viewer']], WIKI],
  },
  {
    name: 'the engine reports with list_report_trip, the location ones outside the admin realm',
    of: viewer(3, { list_report_trip: true }),
    expected: [
      ['reports', [...ENGINE_REPORT_PATHS, '/reports/location', '/reports/monthly-location', '/reports/schedule']],
      WIKI,
    ],
  },
  {
    name: 'customer activation with its own key, dealer performance with the vehicle activation key',
    of: viewer(1, { list_report_customer_activation: true }, REALM_ID.dealer),
    expected: [['partners', ['/activation/customer']], WIKI],
  },
  {
    name: 'the Euro 4 dashboard and dealers for the euro4 realm with view_dashboard, not the brand dashboard',
    of: viewer(2, { view_dashboard: true, view_analytics: true, view_realtime: true }, REALM_ID.euro4),
    expected: [
      ['monitoring', ['/dashboardeuro4', '/euro4-dealer/menu', '/maps', '/explore', '/mapsv3', '/device_setting']],
      WIKI,
    ],
  },
  {
    name: 'no Euro 4 dashboard for a dealer with view_dashboard',
    of: viewer(2, { view_dashboard: true }, REALM_ID.dealer),
    expected: [WIKI],
  },
  {
    name: 'the fitted sensors and their states with sensor_view_vehicle_sensor',
    of: viewer(3, { sensor_view_vehicle_sensor: true }),
    expected: [['vehicles', ['/vehicles/sensor', '/sensor']], WIKI],
  },
  {
    name: 'announcements with view_announcement',
    of: viewer(3, { view_announcement: true }),
    expected: [['engagement', ['/wiki', '/announcement']]],
  },
  {
    name: 'the driver contest for the driver user, the drivers list with list_driver',
    of: viewer(3, { view_driver_contest: true }),
    expected: [['engagement', ['/driver-contest', '/driver-contest/driver-list', '/wiki']]],
  },
  {
    name: 'no reports outside the admin realm',
    of: viewer(2, { list_login_log: true, read_outbox: true, list_vehicle_group: true }, REALM_ID.dealer),
    expected: [['vehicles', ['/vehicles/group']], WIKI],
  },
  {
    name: 'a driver answers surveys (add_answer); their administration needs add_survey',
    of: viewer(3, { view_user: true, add_answer: true }),
    expected: [['engagement', ['/survey/user', '/wiki']]],
  },
];

describe('visibleMenu', () => {
  it.each(CASES)('$name', ({ of, expected }) => {
    expect(sections(of)).toEqual(expected);
  });
});

describe('groupOf', () => {
  const groups = visibleMenu(viewer(0, null, REALM_ID.admin));

  it('finds the section of a screen and of its sub-pages', () => {
    expect(groupOf(groups, '/vehicles/group')).toBe('vehicles');
    expect(groupOf(groups, '/user-access/role/7')).toBe('user-access');
    expect(groupOf(groups, '/reports/daily-trip-summary/detail')).toBe('reports');
    expect(groupOf(groups, '/wiki/view/monitoring/live-map')).toBe('engagement');
  });

  it('finds none for a screen outside the menu or a look-alike path', () => {
    expect(groupOf(groups, '/euro4-dealer/list')).toBeUndefined();
    expect(groupOf(groups, '/mapsv3x')).toBeUndefined();
  });
});
