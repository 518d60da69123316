import { isPermissionKey, PERMISSION_KEYS, type PermissionKey, type UserAccess } from './permissions.js';
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
};

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
 * A level (isorgadmin) the grantor may give a user of organisation `orgId`. Levels rank people
 * within one organisation: in their own, the grantor gives their level or lower; in an organisation
 * they look after (a dealer's customer, any for the brand) super, admin or user. Root (0), which
 * holds every key everywhere, only from root.
 */
export function mayGiveLevel(grantor: Grantor, level: number, orgId: number): boolean {
  if (isRootLevel(grantor)) return level >= ISORGADMIN.root && level <= ISORGADMIN.user;
  if (level < ISORGADMIN.super || level > ISORGADMIN.user) return false;
  return orgId !== grantor.organization_id || level >= grantor.isorgadmin;
}

/** Whether the grantor may change a user of this level in organisation `orgId`: never one above them. */
export const mayChangeUserAt = (grantor: Grantor, targetLevel: number, orgId: number): boolean =>
  isRootLevel(grantor) ||
  (targetLevel !== ISORGADMIN.root && (orgId !== grantor.organization_id || targetLevel >= grantor.isorgadmin));

/** Access type 3 (vehicle groups) is given only by those who have it. */
export const mayGiveAccessType = (grantor: Grantor, accessType: number): boolean =>
  isRootLevel(grantor) || accessType !== GROUP_CREATOR_ACCESS_TYPE || grantor.access_type === GROUP_CREATOR_ACCESS_TYPE;

/** The levels (isorgadmin) a grantor may give in an organisation, highest first. */
export function grantableLevels(grantor: Grantor, orgId: number): number[] {
  return [0, 1, 2, 3].filter((level) => mayGiveLevel(grantor, level, orgId));
}

/** Account states of a user (docs/decisions.md): 1 active, 2 waiting for the set-password mail, 0 switched off. */
export const ACCOUNT_STATE = { inactive: 0, active: 1, waiting: 2 } as const;
