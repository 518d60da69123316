import { Type, type Static } from '@sinclair/typebox';

/** Payload of the portal token (JWT): what spec document 1 section 3 lists, plus the access type. */
export const TokenPayload = Type.Object({
  realm_id: Type.Integer(),
  organization_id: Type.Integer(),
  user_id: Type.Integer(),
  username: Type.String(),
  isorgadmin: Type.Integer({ minimum: 0, maximum: 3 }),
  access_type: Type.Integer(),
  user_access: Type.Record(Type.String(), Type.Boolean()),
  gsid: Type.String(),
  exp: Type.Integer(),
});
export type TokenPayload = Static<typeof TokenPayload>;

/** A token with no expiry, or one already expired, counts as expired. */
export function isTokenExpired(exp: number | undefined | null, nowMs: number = Date.now()): boolean {
  if (exp === undefined || exp === null || !Number.isFinite(exp)) return true;
  return exp * 1000 <= nowMs;
}

/** Access type 3 may create vehicle groups (spec document 1 section 6). */
export const GROUP_CREATOR_ACCESS_TYPE = 3;
