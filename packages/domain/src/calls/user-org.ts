import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_PATTERN } from '../validation.js';
import { Closed, Id, orNull, DateTime } from './contract.js';

/** Bodies of the organisation resource `user/user_org` (customers, dealers, leasing companies, ...). */
const orgFields = {
  name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 30, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' })),
  dealer_id: Type.Optional(Id()),
  address: Type.Optional(Type.String({ maxLength: 300 })),
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  phone: Type.Optional(Type.String({ maxLength: 30, pattern: '^[0-9+ ()-]*$' })),
  email: Type.Optional(Type.String({ maxLength: 200, pattern: EMAIL_PATTERN })),
};

export const UserOrgAddBody = Closed({ ...orgFields, realm_id: Id() });
export type UserOrgAddBody = Static<typeof UserOrgAddBody>;

export const UserOrgEditBody = Closed({
  id: Id(),
  ...Type.Partial(Closed(orgFields)).properties,
});
export type UserOrgEditBody = Static<typeof UserOrgEditBody>;

/** An organisation as `user/user_org` answers it. */
export const OrganizationRow = Closed({
  id: Id(),
  name: Type.String(),
  code: orNull(Type.String()),
  realm_id: Type.Integer(),
  dealer_id: orNull(Id()),
  address: orNull(Type.String()),
  latitude: orNull(Type.Number()),
  longitude: orNull(Type.Number()),
  phone: orNull(Type.String()),
  email: orNull(Type.String()),
  isactive: Type.Integer(),
  created_at: DateTime(),
});
export type OrganizationRow = Static<typeof OrganizationRow>;
