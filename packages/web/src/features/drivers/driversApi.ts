import { DRIVER_RESOURCE, hasPermission, LICENCE_EXPIRY_WARNING_DAYS, type Viewer } from '@armada/domain';
import type { ResourceRef } from '../../api/resource';
import type { TableConfig } from '../../components/data-table/tableState';

export const DRIVER_REF: ResourceRef = DRIVER_RESOURCE;

export type DriverFilter = 'search';
export const DRIVER_TABLE: TableConfig<DriverFilter, never> = { filterKeys: ['search'], sortValues: [] };

/** Who adds, changes and deletes drivers (the server checks the same). */
export const mayEditDrivers = (viewer: Viewer | null) => viewer !== null && hasPermission(viewer, 'edit_driver');

const DAY_MS = 86_400_000;

/** A licence's state today: expired, ending within 30 days, or fine. */
export function licenceState(until: string | null, now = Date.now()): 'expired' | 'expiring' | 'valid' | 'unknown' {
  if (until === null) return 'unknown';
  const end = Date.parse(`${until}T23:59:59`);
  if (end < now) return 'expired';
  return end - now <= LICENCE_EXPIRY_WARNING_DAYS * DAY_MS ? 'expiring' : 'valid';
}
