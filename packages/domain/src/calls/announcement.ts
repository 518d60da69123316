import { Type, type Static } from '@sinclair/typebox';
import { Closed, DateTime, Id, literals, orNull } from './contract.js';
import { ID_LIST_PATTERN } from './alert-rule.js';

/**
 * Announcements (document 1 sections 2 and 6: /announcement with view_announcement, /announcement/form
 * with edit_announcement) on the generic API (document 2 section 7.1):
 * `notification/announcement/{add,edit,view,delete,list}_announcement`, and for the banner of the
 * app layout `current_announcement` (what the caller's audience shows now, not dismissed) and
 * `dismiss_announcement`. Calls and names are ours: the spec names only the screens.
 */
export const ANNOUNCEMENT_RESOURCE = { group: 'notification', name: 'announcement' } as const;

export const ANNOUNCEMENT_STATES = ['scheduled', 'live', 'ended'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 4000;

/** An announcement as list and view answer it. */
export const Announcement = Closed({
  id: Id(),
  title: Type.String(),
  /** Plain text or simple Markdown (bold, italic, links, lists); the web renders it without HTML. */
  body: Type.String(),
  /** Empty with organization_ids empty: everyone its author reaches. */
  realm_ids: Type.Array(Type.Integer()),
  organization_ids: Type.Array(Type.Integer()),
  /** The names of organization_ids, in the same order. */
  organization_names: Type.Array(Type.String()),
  publish_at: DateTime(),
  end_at: orNull(DateTime()),
  promo: Type.Boolean(),
  state: literals(ANNOUNCEMENT_STATES),
  /** The author's organisation. */
  organization_id: Type.Integer(),
  organization_name: Type.String(),
  created_at: DateTime(),
  updated_at: DateTime(),
});
export type Announcement = Static<typeof Announcement>;

const fields = {
  title: Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_TITLE_MAX, pattern: '\\S' }),
  body: Type.String({ maxLength: ANNOUNCEMENT_BODY_MAX }),
  /** Realm ids joined by commas; '' for none. */
  realm_ids: Type.String({ maxLength: 100, pattern: ID_LIST_PATTERN }),
  /** Organisation ids joined by commas; '' for none. */
  organization_ids: Type.String({ maxLength: 4000, pattern: ID_LIST_PATTERN }),
  publish_at: DateTime(),
  /** '' for no end. */
  end_at: Type.Union([DateTime(), Type.Literal('')]),
  promo: Type.Boolean(),
};

/** A new announcement: without publish_at it is published at once; without an audience it reaches everyone the author may. */
export const AnnouncementAddBody = Closed({
  title: fields.title,
  body: Type.Optional(fields.body),
  realm_ids: Type.Optional(fields.realm_ids),
  organization_ids: Type.Optional(fields.organization_ids),
  publish_at: Type.Optional(fields.publish_at),
  end_at: Type.Optional(fields.end_at),
  promo: Type.Optional(fields.promo),
});
export type AnnouncementAddBody = Static<typeof AnnouncementAddBody>;

export const AnnouncementEditBody = Closed({
  id: Id(),
  ...Type.Partial(Closed(fields)).properties,
});
export type AnnouncementEditBody = Static<typeof AnnouncementEditBody>;

/** One banner: a live announcement of the caller's audience the caller has not dismissed. */
export const AnnouncementBanner = Closed({
  id: Id(),
  title: Type.String(),
  body: Type.String(),
  promo: Type.Boolean(),
  publish_at: DateTime(),
  end_at: orNull(DateTime()),
});
export type AnnouncementBanner = Static<typeof AnnouncementBanner>;

export const AnnouncementBanners = Type.Array(AnnouncementBanner);
export type AnnouncementBanners = Static<typeof AnnouncementBanners>;

export const AnnouncementDismissBody = Closed({ id: Id() });
export type AnnouncementDismissBody = Static<typeof AnnouncementDismissBody>;

/** The state of an announcement at `now`: before its publish time, up to its end, after. */
export function announcementState(publishAt: string, endAt: string | null, now: number): AnnouncementState {
  if (Date.parse(publishAt) > now) return 'scheduled';
  if (endAt !== null && Date.parse(endAt) <= now) return 'ended';
  return 'live';
}

/** Days before a vehicle's STNK or driver-licence validity ends when its reminder is sent. */
export const EXPIRY_REMINDER_DAYS = 30;
