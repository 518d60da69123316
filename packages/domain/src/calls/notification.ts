import { Type, type Static } from '@sinclair/typebox';
import { Page } from '../api.js';
import { DEFAULT_PAGE_SIZE } from '../constants.js';
import { ACTIVITY_TYPES, INFO_TYPES, NOTIFICATION_FILTERS, type NotificationFilter } from '../notification-types.js';
import { Closed, Id, PageNumber, literals } from './contract.js';

/** Request and answer shapes of the notification service (spec document 2 sections 3 and 7.8). */

export const NOTIFICATION_LIST_PATH = '/api/notification/notification/list_notification';

/** The largest page a caller may ask for: the alert feed reads 50 at a time, the notification centre 10. */
export const NOTIFICATION_LIST_MAX_LIMIT = 200;

export const NOTIFICATION_TYPES = [...INFO_TYPES, ...ACTIVITY_TYPES, 'promo'] as const;

/** `type: [x, 'null']` rather than anyOf, so fast-json-stringify serialises it without trying schemas. */
const nullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });

export const NotificationListQuery = Closed({
  page: PageNumber(),
  limit: Type.Integer({ minimum: 1, maximum: NOTIFICATION_LIST_MAX_LIMIT, default: DEFAULT_PAGE_SIZE }),
  /** The tab: info, activity or promo; all three when absent. */
  filter: Type.Optional(literals(NOTIFICATION_FILTERS)),
  /** Ours: one or more types, comma-separated (the alert feed's type filter). */
  type: Type.Optional(Type.String({ maxLength: 400, pattern: '^[a-z_]+(,[a-z_]+)*$' })),
  /** Matched anywhere in the text, the vehicle's name, plate or IMEI, case-insensitive. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
});
export type NotificationListQuery = Static<typeof NotificationListQuery>;

/**
 * One notification (spec document 2 section 3: created_at, text, type_name, filter, type) with what
 * the screens need beside it: the vehicle it is about, a download link, the expiry of a download, and
 * the event's data (speed, volts, minutes ...) from which the web writes the text in the user's language.
 */
export const NotificationRow = Closed({
  id: Type.Integer(),
  created_at: Type.String({ description: 'ISO 8601 UTC' }),
  text: Type.String(),
  type: Type.String(),
  type_name: Type.String(),
  filter: Type.Unsafe<NotificationFilter>({ type: 'string', enum: [...NOTIFICATION_FILTERS] }),
  imei: nullableString,
  vehicle_name: nullableString,
  vehicle_number: nullableString,
  link: nullableString,
  expires_at: nullableString,
  data: Type.Record(Type.String(), Type.Unknown()),
  /** Whether the caller has read it (their mark of the tab covers it, or they opened it). */
  read: Type.Boolean(),
});
export type NotificationRow = Static<typeof NotificationRow>;

export const NotificationPage = Page(NotificationRow);
export type NotificationPage = Static<typeof NotificationPage>;

/** The types of a `type` parameter that are notification types; unknown ones are refused by the route. */
export function parseNotificationTypes(value: string | undefined): { types: string[]; unknown: string[] } {
  const types = value ? [...new Set(value.split(','))] : [];
  const known: ReadonlySet<string> = new Set(NOTIFICATION_TYPES);
  return { types: types.filter((t) => known.has(t)), unknown: types.filter((t) => !known.has(t)) };
}

/** Read state of the notification centre (ours; spec document 2 section 7.8 names only the list). */
export const NOTIFICATION_COUNT_PATH = '/api/notification/notification/count_unread_notification';
export const NOTIFICATION_READ_PATH = '/api/notification/notification/read_notification';
export const NOTIFICATION_READ_ALL_PATH = '/api/notification/notification/read_all_notification';

/** Unread counts stop here ("99+" on the bell): counting further would cost a scan and tell nobody more. */
export const UNREAD_COUNT_CAP = 100;

/** Unread notifications per tab, each at most UNREAD_COUNT_CAP, and their sum. */
export const UnreadCount = Closed({
  info: Type.Integer(),
  activity: Type.Integer(),
  promo: Type.Integer(),
  total: Type.Integer(),
});
export type UnreadCount = Static<typeof UnreadCount>;

export const NotificationReadBody = Closed({ id: Id() });
export type NotificationReadBody = Static<typeof NotificationReadBody>;

export const NotificationReadAnswer = Closed({ id: Type.Integer(), read: Type.Boolean() });
export type NotificationReadAnswer = Static<typeof NotificationReadAnswer>;

/** Marks a tab read, or all three when `filter` is absent. */
export const NotificationReadAllBody = Closed({ filter: Type.Optional(literals(NOTIFICATION_FILTERS)) });
export type NotificationReadAllBody = Static<typeof NotificationReadAllBody>;

export const NotificationReadAllAnswer = Closed({
  filters: Type.Array(Type.Unsafe<NotificationFilter>({ type: 'string', enum: [...NOTIFICATION_FILTERS] })),
  /** Every notification up to this id counts as read in those tabs. */
  read_up_to: Type.Integer(),
});
export type NotificationReadAllAnswer = Static<typeof NotificationReadAllAnswer>;

/** Whether a report_download's link has expired (spec: 2 days after creation); other rows never expire. */
export function isDownloadExpired(row: Pick<NotificationRow, 'expires_at'>, now: number): boolean {
  return row.expires_at !== null && Date.parse(row.expires_at) <= now;
}
