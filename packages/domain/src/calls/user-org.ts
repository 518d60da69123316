import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_PATTERN } from '../validation.js';

/** Bodies of the organisation resource `user/user_org` (customers, dealers, leasing companies, ...). */
const orgFields = {
  name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 30, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' })),
  dealer_id: Type.Optional(Type.Integer({ minimum: 1 })),
  address: Type.Optional(Type.String({ maxLength: 300 })),
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  phone: Type.Optional(Type.String({ maxLength: 30, pattern: '^[0-9+ ()-]*$' })),
  email: Type.Optional(Type.String({ maxLength: 200, pattern: EMAIL_PATTERN })),
};

export const UserOrgAddBody = Type.Object({ ...orgFields, realm_id: Type.Integer({ minimum: 1 }) });
export type UserOrgAddBody = Static<typeof UserOrgAddBody>;

export const UserOrgEditBody = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  ...Type.Partial(Type.Object(orgFields)).properties,
});
export type UserOrgEditBody = Static<typeof UserOrgEditBody>;
