import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_PATTERN } from '../validation.js';
import { Closed, DescriptionKey, Id, orNull, DateTime } from './contract.js';

/**
 * Bodies of user access management on the generic resource API (spec document 2 section 7.1):
 * roles `user/user_type`, users `user/user_profile` and customer users' access `user/user_access`.
 */

const id = Id();

/** Catalogue keys joined by commas ('view_realtime,list_vehicle'); each is checked against the catalogue. */
export const PERMISSION_KEYS_PATTERN = '^\\s*[a-z][a-z0-9_]*\\s*(,\\s*[a-z][a-z0-9_]*\\s*)*$';

const roleFields = {
  name: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
  description: Type.Optional(Type.String({ maxLength: 300 })),
  permission_keys: Type.String({ minLength: 1, maxLength: 4000, pattern: PERMISSION_KEYS_PATTERN }),
};

/** A role: a named set of permission keys for the users of one realm. */
export const UserTypeAddBody = Closed({ ...roleFields, realm_id: id });
export type UserTypeAddBody = Static<typeof UserTypeAddBody>;

/** The realm of a role stays: its users belong to organisations of that realm. */
export const UserTypeEditBody = Closed({ id, ...Type.Partial(Closed(roleFields)).properties });
export type UserTypeEditBody = Static<typeof UserTypeEditBody>;

export const USERNAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._@-]*$';

const profileFields = {
  name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
  email: Type.String({ maxLength: 200, pattern: EMAIL_PATTERN }),
  phone: Type.Optional(Type.String({ maxLength: 30, pattern: '^[0-9+ ()-]*$' })),
  organization_id: id,
  user_type_id: id,
  /** 0 root, 1 super, 2 admin, 3 user; 3 when not given. */
  isorgadmin: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
  /** 1 to 3; 3 may create vehicle groups; 1 when not given. */
  access_type: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
};

/** A new user gets no password: a set-password mail goes to the e-mail. */
export const UserProfileAddBody = Closed({
  username: Type.String({ minLength: 3, maxLength: 60, pattern: USERNAME_PATTERN }),
  ...profileFields,
});
export type UserProfileAddBody = Static<typeof UserProfileAddBody>;

/** The username stays; isactive 1 switches a deactivated user on again (0 is the deactivate call). */
export const UserProfileEditBody = Closed({
  id,
  ...Type.Partial(Closed(profileFields)).properties,
  isactive: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
});
export type UserProfileEditBody = Static<typeof UserProfileEditBody>;

/** A customer user's access is their role. */
export const UserAccessEditBody = Closed({ id, user_type_id: id });
export type UserAccessEditBody = Static<typeof UserAccessEditBody>;

/** A role as `user/user_type` answers it, with the number of users holding it. */
export const RoleRow = Closed({
  id: Id(),
  name: Type.String(),
  realm_id: Type.Integer(),
  description: Type.String(),
  description_key: DescriptionKey,
  permission_keys: Type.Array(Type.String()),
  user_count: Type.Integer(),
  created_at: DateTime(),
  updated_at: DateTime(),
});
export type RoleRow = Static<typeof RoleRow>;

const accountFields = {
  id: Id(),
  username: Type.String(),
  name: Type.String(),
  email: orNull(Type.String()),
  phone: orNull(Type.String()),
  realm_id: Type.Integer(),
  organization_id: Id(),
  organization_name: orNull(Type.String()),
  user_type_id: orNull(Id()),
  user_type_name: orNull(Type.String()),
  isorgadmin: Type.Integer(),
  access_type: Type.Integer(),
  isactive: Type.Integer(),
  user_access: orNull(Type.Record(Type.String(), Type.Boolean())),
  created_at: DateTime(),
  updated_at: DateTime(),
};

/** A user as `user/user_profile` answers it (never a password column). */
export const AccountRow = Closed(accountFields);
export type AccountRow = Static<typeof AccountRow>;

/** A customer user as `user/user_access` answers it: the account with its dealer and how many keys it holds. */
export const CustomerAccessRow = Closed({
  ...accountFields,
  dealer_name: orNull(Type.String()),
  access_count: Type.Integer(),
});
export type CustomerAccessRow = Static<typeof CustomerAccessRow>;
