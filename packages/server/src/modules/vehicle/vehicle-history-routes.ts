import type { FastifyInstance } from 'fastify';
import {
  DOWNLOAD_STARTED,
  DownloadStarted,
  Envelope,
  historyColumns,
  NOT_UPDATED_COLUMNS,
  NotUpdatedSummary,
  NotUpdatedSummaryQuery,
  VEHICLE_LIST_COLUMNS,
  VehicleHistoryDownloadQuery,
  type VehicleHistoryColumn,
  VehicleHistoryPage,
  VehicleHistoryQuery,
  type PermissionKey,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { startDownload } from '../../jobs/download-service.js';
import { idPager } from '../../jobs/id-pager.js';
import { ok, typed, type TypedApp } from '../../http.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { readerLanguageOf } from '../../reader-language.js';
import { addressService } from '../geocode/address-service.js';
import {
  listVehicleHistory,
  notUpdatedSummary,
  vehicleHistoryIds,
  vehicleHistoryRows,
} from './vehicle-history-repository.js';
import { historyXlsxColumns, historyXlsxRow, type Locate } from './vehicle-history-row.js';

type HistoryList = {
  list: string;
  download: string;
  access: PermissionKey;
  notUpdatedOnly: boolean;
  title: string;
  fileName: string;
  /** The download's columns when `header` names none. */
  columns: readonly VehicleHistoryColumn[];
};

/** Addresses in the language of the person asking, once the shipped place data is loaded. */
async function locatorFor(request: { headers: Record<string, string | string[] | undefined> }): Promise<Locate> {
  const language = readerLanguageOf(request);
  await addressService.ready();
  return (lat, lng) => addressService.locate(lat, lng, language);
}

/** The two lists of spec document 2 section 7.4, each with its download. */
const LISTS: readonly HistoryList[] = [
  {
    list: '/list_vehicle_history',
    download: '/download_vehicle_history',
    access: 'list_vehicle',
    notUpdatedOnly: false,
    title: 'Vehicle list',
    fileName: 'vehicle-list',
    columns: VEHICLE_LIST_COLUMNS,
  },
  {
    list: '/list_notupdate',
    download: '/download_list_notupdate',
    access: 'view_not_update_vehicle',
    notUpdatedOnly: true,
    title: 'Vehicles not updated',
    fileName: 'vehicles-not-updated',
    columns: [...VEHICLE_LIST_COLUMNS.filter((key) => key !== 'created_at'), ...NOT_UPDATED_COLUMNS],
  },
];

function listRoute(app: TypedApp, ctx: AppContext, def: HistoryList): void {
  app.get(
    def.list,
    {
      config: { access: def.access },
      schema: { querystring: VehicleHistoryQuery, response: { 200: Envelope(VehicleHistoryPage) } },
    },
    async (request) => {
      const { count_perpage: limit, page, header: _header, ...filter } = request.query;
      const { rows, total } = await listVehicleHistory(
        ctx.database.db,
        scopeOf(request),
        filter,
        { offset: (page - 1) * limit, limit },
        { notUpdatedOnly: def.notUpdatedOnly, now: Date.now(), locate: await locatorFor(request) },
      );
      return ok({ data: rows, total_data: total, page, limit });
    },
  );
}

/** count_perpage 0 writes every matching row; another count writes that page of them. */
function downloadRoute(app: TypedApp, ctx: AppContext, def: HistoryList): void {
  app.get(
    def.download,
    {
      config: { access: def.access },
      schema: { querystring: VehicleHistoryDownloadQuery, response: { 200: Envelope(DownloadStarted) } },
    },
    async (request) => {
      const { count_perpage: count, page, header, ...filter } = request.query;
      const scope = scopeOf(request);
      const window = count === 0 ? { offset: 0 } : { offset: (page - 1) * count, limit: count };
      const options = { notUpdatedOnly: def.notUpdatedOnly, now: Date.now(), locate: await locatorFor(request) };
      const { db } = ctx.database;
      const { id } = await startDownload(ctx, viewerOf(request), {
        title: def.title,
        fileName: def.fileName,
        columns: historyXlsxColumns(historyColumns(header, def.columns)),
        timeKeys: ['last_update', 'created_at'],
        rows: idPager({
          ids: () => vehicleHistoryIds(db, scope, filter, window, options),
          rows: async (ids) => (await vehicleHistoryRows(db, ids, options.now, options.locate)).map(historyXlsxRow),
          idOf: (row) => row.id,
        }),
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
  app.get(
    '/summary_notupdate',
    {
      config: { access: 'view_not_update_vehicle' },
      schema: { querystring: NotUpdatedSummaryQuery, response: { 200: Envelope(NotUpdatedSummary) } },
    },
    async (request) => {
      const counts = await notUpdatedSummary(ctx.database.db, scopeOf(request), request.query, Date.now());
      return ok({ total: counts.reduce((sum, row) => sum + row.total, 0), counts });
    },
  );
}
