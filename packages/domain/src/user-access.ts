import { isPermissionKey, PERMISSION_KEYS, type PermissionKey, type UserAccess } from './permissions.js';
import { REALM_ID } from './realms.js';
import { ISORGADMIN } from './roles.js';
import { GROUP_CREATOR_ACCESS_TYPE } from './session.js';

/**
 * The rules of user access management (roles, users, customer users' access): who may manage
 * users and what they may give. The server enforces them; the web uses them to offer only what
 * would be accepted.
 */

/** Permission keys travel in form bodies as one text, joined by commas. */
export function parsePermissionKeys(text: string): { ok: true; keys: PermissionKey[] } | { ok: false; key: string } {
  const keys = new Set<PermissionKey>();
  for (const part of text.split(',')) {
    const key = part.trim();
    if (key === '') continue;
    if (!isPermissionKey(key)) return { ok: false, key };
    keys.add(key);
  }
  // Catalogue order, so a role's keys read the same however they were sent.
  return { ok: true, keys: PERMISSION_KEYS.filter((key) => keys.has(key)) };
}

export const joinPermissionKeys = (keys: readonly string[]): string => keys.join(',');

/** The user_access map of a set of keys, as the token carries it. */
export function accessMapOf(keys: readonly string[]): Record<string, true> {
  return Object.fromEntries(keys.map((key) => [key, true]));
}

/** The catalogue keys a user_access map grants. */
export function keysOfAccess(access: UserAccess | null | undefined): PermissionKey[] {
  return PERMISSION_KEYS.filter((key) => access?.[key] === true || access?.[key] === 1);
}

/** The person giving access, as stored now (not as their token remembers it). */
export type Grantor = {
  isorgadmin: number;
  access_type: number;
  user_access: UserAccess | null;
  organization_id: number;
  realm_id: number;
};

/** Where a user sits, or is to sit. */
export type Placement = { organization_id: number; realm_id: number };

/**
 * Whether levels rank the grantor against people placed there: in their own organisation, and for
 * the admin realm (whose scope is every organisation) in every admin-realm organisation, so an admin
 * cannot found a second HQ to rise in.
 */
const ranksWith = (grantor: Grantor, place: Placement): boolean =>
  place.organization_id === grantor.organization_id ||
  (grantor.realm_id === REALM_ID.admin && place.realm_id === REALM_ID.admin);

const isRootLevel = (grantor: Grantor) => grantor.isorgadmin === ISORGADMIN.root;

/** The keys of `keys` the grantor does not hold and so may not give (root holds them all). */
export function keysNotHeld<K extends string>(grantor: Grantor, keys: readonly K[]): K[] {
  if (isRootLevel(grantor)) return [];
  const held = new Set<string>(keysOfAccess(grantor.user_access));
  return keys.filter((key) => !held.has(key));
}

/** Root, super and admin manage users; a plain user (isorgadmin 3) never does. */
export const mayManageUsers = (grantor: Grantor): boolean => grantor.isorgadmin <= ISORGADMIN.admin;

/**
 * A level (isorgadmin) the grantor may give a user placed at `place`. Levels rank people within one
 * organisation, and across the admin realm (see ranksWith): there the grantor gives their level or
 * lower; in an organisation they look after (a dealer's customer, any for the brand) super, admin or
 * user. Root (0), which holds every key everywhere, only from root.
 */
export function mayGiveLevel(grantor: Grantor, level: number, place: Placement): boolean {
  if (isRootLevel(grantor)) return level >= ISORGADMIN.root && level <= ISORGADMIN.user;
  if (level < ISORGADMIN.super || level > ISORGADMIN.user) return false;
  return !ranksWith(grantor, place) || level >= grantor.isorgadmin;
}

/** Whether the grantor may change a user of this level placed at `place`: never one above them. */
export const mayChangeUserAt = (grantor: Grantor, targetLevel: number, place: Placement): boolean =>
  isRootLevel(grantor) ||
  (targetLevel !== ISORGADMIN.root && (!ranksWith(grantor, place) || targetLevel >= grantor.isorgadmin));

/** Access type 3 (vehicle groups) is given only by those who have it. */
export const mayGiveAccessType = (grantor: Grantor, accessType: number): boolean =>
  isRootLevel(grantor) || accessType !== GROUP_CREATOR_ACCESS_TYPE || grantor.access_type === GROUP_CREATOR_ACCESS_TYPE;

/** The levels (isorgadmin) a grantor may give at a placement, highest first. */
export function grantableLevels(grantor: Grantor, place: Placement): number[] {
  return [0, 1, 2, 3].filter((level) => mayGiveLevel(grantor, level, place));
}

/** Account states of a user (docs/decisions.md): 1 active, 2 waiting for the set-password mail, 0 switched off. */
export const ACCOUNT_STATE = { inactive: 0, active: 1, waiting: 2 } as const;
