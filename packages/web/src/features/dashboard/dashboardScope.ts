import type { AnalyticFilter } from '@armada/domain';

/** Whose figures the dashboard shows: the brand's total, or one dealer area, dealer group or dealer. */
export type DashboardScope = { by: 'brand' } | { by: AnalyticFilter; id: number | null };
export const SCOPE_KINDS = ['brand', 'dealer_area_id', 'dealer_group_id', 'dealer_id'] as const;
export type ScopeKind = (typeof SCOPE_KINDS)[number];

const positive = (raw: string | null): number | null => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : null;
};

/** The year and scope kept in the address (`?year=&by=&id=`), so a dashboard can be linked and reloaded. */
export function readDashboard(params: URLSearchParams, thisYear: number): { year: number; scope: DashboardScope } {
  const year = positive(params.get('year')) ?? thisYear;
  const by = params.get('by');
  const kind = SCOPE_KINDS.find((k) => k === by) ?? 'brand';
  const scope: DashboardScope = kind === 'brand' ? { by: 'brand' } : { by: kind, id: positive(params.get('id')) };
  return { year: Math.min(Math.max(year, 2000), thisYear), scope };
}

/** The address parameters of a year and scope. */
export function dashboardParams(year: number, scope: DashboardScope): Record<string, string> {
  const params: Record<string, string> = { year: String(year) };
  if (scope.by !== 'brand') {
    params.by = scope.by;
    if (scope.id !== null) params.id = String(scope.id);
  }
  return params;
}
