import { DRIVER_VEHICLE_RESOURCE, type DriverVehicle } from '@armada/domain';
import type { Params } from '../../api/client';
import type { ResourceRef } from '../../api/resource';
import { inDisplayZone } from '../../components/formatDate';

export const DRIVER_VEHICLE_REF: ResourceRef = DRIVER_VEHICLE_RESOURCE;

/** A driver has few hand assignments: one page holds them all. */
const ASSIGNMENTS_LIMIT = 100;

/** One driver's hand assignments to trucks, the newest first. */
export const assignmentListParams = (driverId: number): Params => ({
  page: 1,
  limit: ASSIGNMENTS_LIMIT,
  sort_by: '-since',
  filter: `driver_id:${driverId}`,
});

/** Today as a local day (YYYY-MM-DD) in the zone the person chose, as assignments count days. */
export const localToday = (now: number = Date.now()): string => inDisplayZone(now).format('YYYY-MM-DD');

/** An open assignment that has begun can be ended today; one starting later would end before it starts. */
export const mayEnd = (row: Pick<DriverVehicle, 'since' | 'until'>, today: string): boolean =>
  row.until === null && row.since <= today;

/** An end day, when given, may not come before the start (the server answers the same code). */
export const spanProblem = (since: unknown, until: unknown): 'contest_period_invalid' | null =>
  typeof since === 'string' && typeof until === 'string' && until !== '' && since !== '' && until < since
    ? 'contest_period_invalid'
    : null;
