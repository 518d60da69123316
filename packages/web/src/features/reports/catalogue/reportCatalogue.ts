import { checkGuard, ROUTES, type Viewer } from '@armada/domain';

/** A report of the catalogue: its screen and its key under `catalogue.reports` in the reports namespace. */
export type CatalogueEntry = { path: string; key: string };
export type CatalogueGroup = { key: string; entries: readonly CatalogueEntry[] };

/** The reports built so far, grouped; a report joins here when its screen is registered. */
export const REPORT_CATALOGUE: readonly CatalogueGroup[] = [
  {
    key: 'trips',
    entries: [
      { path: '/reports/trip', key: 'trip' },
      { path: '/reports/daily-trip-summary', key: 'daily_trip_summary' },
      { path: '/reports/stopped_vehicle', key: 'stopped_vehicle' },
      { path: '/reports/idling_vehicle', key: 'idling_vehicle' },
      { path: '/reports/activities', key: 'activities' },
    ],
  },
  {
    key: 'safety',
    entries: [
      { path: '/reports/exceed_limit', key: 'exceed_limit' },
      { path: '/reports/towing', key: 'towing' },
      { path: '/reports/crash', key: 'crash' },
      { path: '/reports/event', key: 'event' },
    ],
  },
  {
    key: 'summaries',
    entries: [
      { path: '/reports/daily_summary', key: 'daily_summary' },
      { path: '/reports/monthly_summary', key: 'monthly_summary' },
      { path: '/reports/productivity_efficiency', key: 'productivity_efficiency' },
      { path: '/reports/machine_working_hours', key: 'machine_working_hours' },
    ],
  },
  {
    key: 'places',
    entries: [
      { path: '/reports/location', key: 'location' },
      { path: '/reports/monthly-location', key: 'monthly_location' },
    ],
  },
  { key: 'sensors', entries: [{ path: '/reports/sensor', key: 'sensor' }] },
  { key: 'delivery', entries: [{ path: '/reports/schedule', key: 'schedule' }] },
  { key: 'admin', entries: [{ path: '/reports/login-logs', key: 'login_logs' }] },
];

function mayOpen(viewer: Viewer, path: string): boolean {
  const route = ROUTES.find((candidate) => candidate.path === path);
  return route !== undefined && checkGuard(route.guard, viewer, Number.POSITIVE_INFINITY).allow;
}

/** The groups with the reports the viewer may run; a group with none is left out. */
export function visibleCatalogue(viewer: Viewer | null): CatalogueGroup[] {
  if (!viewer) return [];
  return REPORT_CATALOGUE.map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => mayOpen(viewer, entry.path)),
  })).filter((group) => group.entries.length > 0);
}
