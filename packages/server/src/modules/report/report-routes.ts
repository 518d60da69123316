import type { FastifyInstance } from 'fastify';
import { DOWNLOAD_STARTED, DownloadStarted, Envelope, ReportPage, ReportQuery } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { ok, typed } from '../../http.js';
import { startDownload } from '../../jobs/download-service.js';
import { AppError } from '../../errors.js';
import { fileNameOf, fileRows, pick, realmMayRun, reportsOf, TIME_KEYS, xlsxColumnsOf } from './report-definitions.js';
import { selectReport } from './report-selection.js';
import { columnsInZone, timeZoneOf } from '../../jobs/reader-times.js';
import { readerLanguageOf } from '../../reader-language.js';

/**
 * `/api/report/report_{name}/list_report_{name}` and `download_report_{name}` for the reports read
 * from the engine's rows and the activity events, scoped to the caller's fleet.
 */
export async function reportRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const { zone } = ctx.config.reports;
  for (const report of reportsOf(ctx)) {
    const path = `/report_${report.name}`;
    const access = { access: 'list_report_trip' } as const;
    app.get(
      `${path}/list_report_${report.name}`,
      { config: access, schema: { querystring: ReportQuery, response: { 200: Envelope(ReportPage(report.row)) } } },
      async (request) => {
        const query = request.query;
        if (!realmMayRun(report, viewerOf(request))) throw new AppError(403, 'forbidden');
        const selection = await selectReport(db, scopeOf(request), query, zone, report.monthly);
        const { data, total, totals } = await report.list(db, selection, query, readerLanguageOf(request));
        const rows = data.map((row) => pick(row, report.row));
        return ok({ data: rows, total_data: total, page: query.page, limit: query.count_perpage, totals });
      },
    );
    app.get(
      `${path}/download_report_${report.name}`,
      { config: access, schema: { querystring: ReportQuery, response: { 200: Envelope(DownloadStarted) } } },
      async (request) => {
        const query = request.query;
        if (!realmMayRun(report, viewerOf(request))) throw new AppError(403, 'forbidden');
        const selection = await selectReport(db, scopeOf(request), query, zone, report.monthly);
        // The request's sort is checked now, not in the job.
        await report.list(db, selection, { ...query, count_perpage: 1 });
        // The file's times read in the zone its reader chose; its days are the reports' days.
        const reader = { zone: await timeZoneOf(db, viewerOf(request).user_id), language: readerLanguageOf(request) };
        const { id } = await startDownload(ctx, viewerOf(request), {
          title: report.title,
          fileName: fileNameOf(report),
          columns: columnsInZone(xlsxColumnsOf(report), TIME_KEYS, reader.zone),
          rows: fileRows(db, report, selection, query.sort, reader, ctx.database.kind),
        });
        return ok({ id }, DOWNLOAD_STARTED);
      },
    );
  }
}
