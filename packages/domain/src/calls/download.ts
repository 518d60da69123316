import { Type, type Static } from '@sinclair/typebox';

/** The answer of every download call: the file comes later, through a report_download notification. */
export const DOWNLOAD_STARTED = 'Download success, link download will be able in notification';

export const DownloadFileQuery = Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{32}$' }) });
export type DownloadFileQuery = Static<typeof DownloadFileQuery>;

export const DownloadStarted = Type.Object({ id: Type.String() });
export type DownloadStarted = Static<typeof DownloadStarted>;
