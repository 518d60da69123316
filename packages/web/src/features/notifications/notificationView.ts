import { isDownloadExpired, NOTIFICATION_FILTERS, type NotificationFilter, type NotificationRow } from '@armada/domain';
import { isActivityType } from '../alerts/alertTypes';

/** The screen a reminder opens: the vehicle's detail (found by its IMEI), or the drivers list. */
export const VEHICLE_DETAIL_PATH = '/vehicles/vehicle_detail';
export const VEHICLE_LIST_PATH = '/vehicles/list';
export const DRIVERS_PATH = '/drivers';
export const SERVICE_BOOKINGS_PATH = '/service-bookings';

/**
 * How a row behaves: a file to fetch (live or expired), a vehicle to open on the map, an
 * announcement to read, a reminder's vehicle or driver to open, or text only.
 */
export type RowAction =
  | { kind: 'download'; link: string; expired: boolean }
  | { kind: 'map'; imei: string }
  | { kind: 'announcement'; id: number }
  | { kind: 'vehicle'; imei: string }
  | { kind: 'driver'; name: string }
  | { kind: 'booking'; id: number }
  | { kind: 'none' };

/** Whether the viewer may open a screen (its route guard); a row whose screen is refused gets no action. */
export type MayOpen = (path: string) => boolean;

const refuseAll: MayOpen = () => false;

/** A reminder's target: the driver it names (a driver's own licence), else its vehicle. */
function reminderAction(row: NotificationRow, mayOpen: MayOpen): RowAction {
  const { driver } = row.data;
  if (typeof driver === 'string' && driver) {
    return mayOpen(DRIVERS_PATH) ? { kind: 'driver', name: driver } : { kind: 'none' };
  }
  if (row.imei && mayOpen(VEHICLE_DETAIL_PATH)) return { kind: 'vehicle', imei: row.imei };
  return { kind: 'none' };
}

export function actionOf(row: NotificationRow, now: number, mayOpen: MayOpen = refuseAll): RowAction {
  if (row.type === 'report_download' && row.link) {
    return { kind: 'download', link: row.link, expired: isDownloadExpired(row, now) };
  }
  if (isActivityType(row.type)) return row.imei ? { kind: 'map', imei: row.imei } : { kind: 'none' };
  const announcement = row.data.announcement_id;
  if (typeof announcement === 'number') return { kind: 'announcement', id: announcement };
  const booking = row.data.booking_id;
  if (typeof booking === 'number')
    return mayOpen(SERVICE_BOOKINGS_PATH) ? { kind: 'booking', id: booking } : { kind: 'none' };
  if (row.type === 'reminders') return reminderAction(row, mayOpen);
  return { kind: 'none' };
}

/** How much of an announcement's text its notification carries (the server's publisher). */
export const ANNOUNCEMENT_EXCERPT_LENGTH = 300;

/** The part of an announcement its notification carries. */
export function announcementBodyOf(row: NotificationRow): string {
  return typeof row.data.body === 'string' ? row.data.body : '';
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
