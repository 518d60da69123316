import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_PATTERN } from '../validation.js';

/**
 * Bodies of user access management on the generic resource API (spec document 2 section 7.1):
 * roles `user/user_type`, users `user/user_profile` and customer users' access `user/user_access`.
 */

const id = Type.Integer({ minimum: 1 });

/** Catalogue keys joined by commas ('view_realtime,list_vehicle'); each is checked against the catalogue. */
export const PERMISSION_KEYS_PATTERN = '^\\s*[a-z][a-z0-9_]*\\s*(,\\s*[a-z][a-z0-9_]*\\s*)*$';

const roleFields = {
  name: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
  description: Type.Optional(Type.String({ maxLength: 300 })),
  permission_keys: Type.String({ minLength: 1, maxLength: 4000, pattern: PERMISSION_KEYS_PATTERN }),
};

/** A role: a named set of permission keys for the users of one realm. */
export const UserTypeAddBody = Type.Object({ ...roleFields, realm_id: id });
export type UserTypeAddBody = Static<typeof UserTypeAddBody>;

/** The realm of a role stays: its users belong to organisations of that realm. */
export const UserTypeEditBody = Type.Object({ id, ...Type.Partial(Type.Object(roleFields)).properties });
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
export const UserProfileAddBody = Type.Object({
  username: Type.String({ minLength: 3, maxLength: 60, pattern: USERNAME_PATTERN }),
  ...profileFields,
});
export type UserProfileAddBody = Static<typeof UserProfileAddBody>;

/** The username stays; isactive 1 switches a deactivated user on again (0 is the deactivate call). */
export const UserProfileEditBody = Type.Object({
  id,
  ...Type.Partial(Type.Object(profileFields)).properties,
  isactive: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
});
export type UserProfileEditBody = Static<typeof UserProfileEditBody>;

/** A customer user's access is their role. */
export const UserAccessEditBody = Type.Object({ id, user_type_id: id });
export type UserAccessEditBody = Static<typeof UserAccessEditBody>;
