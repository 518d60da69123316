import { Type, type Static } from '@sinclair/typebox';
import { Closed } from './contract.js';

/** The answer of every download call: the file comes later, through a report_download notification. */
export const DOWNLOAD_STARTED = 'Download success, link download will be able in notification';

export const DownloadFileQuery = Closed({ id: Type.String({ pattern: '^[0-9a-f]{32}$' }) });
export type DownloadFileQuery = Static<typeof DownloadFileQuery>;

export const DownloadStarted = Closed({ id: Type.String() });
export type DownloadStarted = Static<typeof DownloadStarted>;

/** Every file a download writes is a spreadsheet. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * `download_file` answers the file itself, not an envelope: the spreadsheet's bytes as an attachment.
 * Its failures (not found, expired, not ready, no token) answer the usual error envelope.
 */
export const DownloadFile = Type.String({ format: 'binary', description: 'the xlsx file' });
