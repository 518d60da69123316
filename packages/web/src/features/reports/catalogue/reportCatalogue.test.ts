import { describe, expect, it } from 'vitest';
import { REALM_ID, type Viewer } from '@armada/domain';
import { visibleCatalogue } from './reportCatalogue';

const viewer = (user_access: Viewer['user_access'], realm_id: number): Viewer => ({
  isorgadmin: 2,
  user_access,
  realm_id,
  access_type: 1,
});

const keys = (of: Viewer | null) => visibleCatalogue(of).map((group) => group.key);

describe('visibleCatalogue', () => {
  it('lists the reports with list_report_trip, places outside the admin realm, the admin logs only in it', () => {
    expect(keys(viewer({ list_report_trip: true }, REALM_ID.customer))).toEqual([
      'trips',
      'safety',
      'summaries',
      'places',
      'sensors',
      'delivery',
    ]);
    expect(keys(viewer({ list_report_trip: true, list_login_log: true }, REALM_ID.admin))).toEqual([
      'trips',
      'safety',
      'summaries',
      'sensors',
      'delivery',
      'admin',
    ]);
    expect(keys(viewer({ list_login_log: true }, REALM_ID.admin))).toEqual(['admin']);
  });

  it('links every report to a screen whose route exists', () => {
    const everything = visibleCatalogue(viewer({ list_report_trip: true, list_login_log: true }, REALM_ID.admin));
    expect(everything.flatMap((group) => group.entries.map((entry) => entry.key))).toHaveLength(16);
  });

  it('lists nothing without a sign-in or a report permission', () => {
    expect(keys(null)).toEqual([]);
    expect(keys(viewer({ view_user: true }, REALM_ID.customer))).toEqual([]);
  });
});
