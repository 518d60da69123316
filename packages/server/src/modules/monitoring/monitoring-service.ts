import type { MonitoringPage } from '@armada/domain';
import type { Db } from '../../db/client.js';
import type { Scope } from '../../auth/scope.js';
import { listMonitoringRows, type MonitoringFilter, type MonitoringPaging } from './monitoring-repository.js';
import { toMonitoringVehicle, type Locate } from './monitoring-vehicle.js';

/** The visible vehicles as monitoring entities, one page; shared by the monitoring and production lists. */
export async function listMonitoringVehicles(
  db: Db,
  scope: Scope,
  filter: MonitoringFilter,
  paging: MonitoringPaging,
  locate: Locate,
): Promise<MonitoringPage> {
  const now = Date.now();
  const { rows, total } = await listMonitoringRows(db, scope, filter, paging, now);
  return {
    data: rows.map((row) => toMonitoringVehicle(row, now, locate)),
    total_data: total,
    page: paging.page,
    limit: paging.limit,
  };
}
