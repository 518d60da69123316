import { Type, type Static } from '@sinclair/typebox';
import { Closed, DateTime, Id, literals, orNull } from './contract.js';

/**
 * Location sharing (issue 15; call names are ours): a link that shows one vehicle's latest position on
 * `/share_location?token=...` without sign-in until it expires or is revoked. Making, listing and
 * revoking need what the live map needs (view_realtime) on a vehicle the caller sees; the public
 * call needs only the token, and logs each use.
 */
export const SHARE_CALLS = {
  create: '/api/share/create_link',
  list: '/api/share/list_link',
  revoke: '/api/share/revoke_link',
  location: '/api/share/location',
} as const;

/** How long a link lives: 1 hour, 6 hours, 24 hours or 3 days. */
export const SHARE_DURATIONS = ['1h', '6h', '24h', '3d'] as const;
export type ShareDuration = (typeof SHARE_DURATIONS)[number];
export const SHARE_DURATION_MS: Record<ShareDuration, number> = {
  '1h': 3_600_000,
  '6h': 6 * 3_600_000,
  '24h': 24 * 3_600_000,
  '3d': 72 * 3_600_000,
};

/** The page a link opens. */
export const SHARE_PAGE = '/share_location';
/** How often the shared page asks for the position again. */
export const SHARE_POLL_MS = 10_000;

/** A token: 32 random bytes in base64url (43 characters). */
export const SHARE_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const ShareCreateBody = Closed({ vehicle_id: Id(), duration: literals(SHARE_DURATIONS) });
export type ShareCreateBody = Static<typeof ShareCreateBody>;

/** Answered once: the token in `url` is never shown again. */
export const ShareCreated = Closed({ id: Id(), url: Type.String(), expires_at: DateTime() });
export type ShareCreated = Static<typeof ShareCreated>;

export const ShareListQuery = Closed({ vehicle_id: Id() });

export const ShareLinkRow = Closed({
  id: Id(),
  created_at: DateTime(),
  expires_at: DateTime(),
  revoked_at: orNull(DateTime()),
  /** Neither expired nor revoked. */
  active: Type.Boolean(),
  uses: Type.Integer({ minimum: 0 }),
});
export type ShareLinkRow = Static<typeof ShareLinkRow>;
export const ShareLinkList = Type.Array(ShareLinkRow);

export const ShareRevokeBody = Closed({ id: Id() });

export const ShareLocationQuery = Closed({ token: Type.String({ pattern: SHARE_TOKEN_PATTERN }) });

export const SharedPosition = Closed({
  lat: Type.Number(),
  lng: Type.Number(),
  speed: Type.Number(),
  heading: Type.Number(),
  time: DateTime(),
});

/** What a link shows: the vehicle's name and plate and its latest position (null before the first). */
export const SharedLocation = Closed({
  vehicle_name: Type.String(),
  vehicle_number: orNull(Type.String()),
  position: orNull(SharedPosition),
  expires_at: DateTime(),
});
export type SharedLocation = Static<typeof SharedLocation>;
