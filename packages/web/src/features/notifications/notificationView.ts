import { isDownloadExpired, NOTIFICATION_FILTERS, type NotificationFilter, type NotificationRow } from '@armada/domain';
import { isActivityType } from '../alerts/alertTypes';

/** How a row behaves: a file to fetch (live or expired), a vehicle to open on the map, or text only. */
export type RowAction =
  { kind: 'download'; link: string; expired: boolean } | { kind: 'map'; imei: string } | { kind: 'none' };

export function actionOf(row: NotificationRow, now: number): RowAction {
  if (row.type === 'report_download' && row.link) {
    return { kind: 'download', link: row.link, expired: isDownloadExpired(row, now) };
  }
  if (isActivityType(row.type) && row.imei) return { kind: 'map', imei: row.imei };
  return { kind: 'none' };
}

/** The translation key of a type's label: activity types are the alert feed's, the others ours. */
export function typeLabelKey(type: string): string {
  return isActivityType(type) ? `alerts:type.${type}` : `notifications:type.${type}`;
}

/** The tab in the address bar, info when absent or unknown. */
export function tabOf(value: string | undefined): NotificationFilter {
  return NOTIFICATION_FILTERS.find((filter) => filter === value) ?? 'info';
}

/** The file name a download answer offers (content-disposition), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return plain?.[1]?.trim() || fallback;
}

/** A download's file name without its extension, the key of its translated title. */
export function fileKeyOf(row: NotificationRow): string | null {
  const name = row.data.file_name;
  return typeof name === 'string' ? name.replace(/\.xlsx$/, '') : null;
}

/** A download whose link has expired: the row is greyed with 'Date Expired'. */
export function isExpiredRow(row: NotificationRow, now: number): boolean {
  const action = actionOf(row, now);
  return action.kind === 'download' && action.expired;
}
