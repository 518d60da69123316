import type { FastifyInstance } from 'fastify';
import {
  DOWNLOAD_STARTED,
  historyColumns,
  VehicleHistoryDownloadQuery,
  VehicleHistoryQuery,
  type PermissionKey,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { startDownload } from '../../jobs/download-service.js';
import { ok, typed, type TypedApp } from '../../http.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { listVehicleHistory } from './vehicle-history-repository.js';
import { historyXlsxColumns } from './vehicle-history-row.js';

type HistoryList = {
  list: string;
  download: string;
  access: PermissionKey;
  notUpdatedOnly: boolean;
  title: string;
  fileName: string;
};

/** The two lists of spec document 2 section 7.4, each with its download. */
const LISTS: readonly HistoryList[] = [
  {
    list: '/list_vehicle_history',
    download: '/download_vehicle_history',
    access: 'list_vehicle',
    notUpdatedOnly: false,
    title: 'Vehicle list',
    fileName: 'vehicle-list',
  },
  {
    list: '/list_notupdate',
    download: '/download_list_notupdate',
    access: 'view_not_update_vehicle',
    notUpdatedOnly: true,
    title: 'Vehicles not updated',
    fileName: 'vehicles-not-updated',
  },
];

function listRoute(app: TypedApp, ctx: AppContext, def: HistoryList): void {
  app.get(
    def.list,
    { config: { access: def.access }, schema: { querystring: VehicleHistoryQuery } },
    async (request) => {
      const { count_perpage: limit, page, header: _header, ...filter } = request.query;
      const { rows, total } = await listVehicleHistory(
        ctx.database.db,
        scopeOf(request),
        filter,
        { offset: (page - 1) * limit, limit },
        { notUpdatedOnly: def.notUpdatedOnly, now: Date.now() },
      );
      return ok({ data: rows, total_data: total, page, limit });
    },
  );
}

/** count_perpage 0 writes every matching row; another count writes that page of them. */
function downloadRoute(app: TypedApp, ctx: AppContext, def: HistoryList): void {
  app.get(
    def.download,
    { config: { access: def.access }, schema: { querystring: VehicleHistoryDownloadQuery } },
    async (request) => {
      const { count_perpage: count, page, header, ...filter } = request.query;
      const scope = scopeOf(request);
      const start = count === 0 ? 0 : (page - 1) * count;
      const end = count === 0 ? Number.POSITIVE_INFINITY : start + count;
      const now = Date.now();
      const { id } = await startDownload(ctx, viewerOf(request), {
        title: def.title,
        fileName: def.fileName,
        columns: historyXlsxColumns(historyColumns(header)),
        rows: async (offset, limit) => {
          const take = Math.min(limit, end - (start + offset));
          if (take <= 0) return [];
          const window = { offset: start + offset, limit: take };
          const { rows } = await listVehicleHistory(ctx.database.db, scope, filter, window, {
            notUpdatedOnly: def.notUpdatedOnly,
            now,
            total: false,
          });
          return rows;
        },
      });
      return ok({ id }, DOWNLOAD_STARTED);
    },
  );
}

/** `/api/vehicle/vehicle_history/...`: the vehicle list with status and last update, and the not-updated list. */
export async function vehicleHistoryRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  for (const def of LISTS) {
    listRoute(app, ctx, def);
    downloadRoute(app, ctx, def);
  }
}
