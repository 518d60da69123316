import { Type, type Static } from '@sinclair/typebox';
import { Closed, DescriptionKey, Id, DateTime, literals } from './contract.js';

/**
 * Bodies of app management on the generic resource API under `uam/`: applications `uam/app`,
 * services (the permission groups) `uam/services`, functions (the permission keys) `uam/functions`
 * and realms `uam/realm`. Services, functions and realms are fixed by the code; only their
 * descriptions change.
 */

export const APP_PLATFORMS = ['web', 'android', 'ios'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

const appFields = {
  name: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
  platform: Type.Union(APP_PLATFORMS.map((platform) => Type.Literal(platform))),
  description: Type.Optional(Type.String({ maxLength: 300 })),
};

/** `app_id` is what clients send as the lists' app_id ('runner' is this portal). */
export const AppAddBody = Closed({
  app_id: Type.String({ minLength: 2, maxLength: 40, pattern: '^[a-z][a-z0-9_-]*$' }),
  ...appFields,
});
export type AppAddBody = Static<typeof AppAddBody>;

export const AppEditBody = Closed({
  id: Id(),
  ...Type.Partial(Closed(appFields)).properties,
  isactive: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
});
export type AppEditBody = Static<typeof AppEditBody>;

/** Services, functions and realms: the description is what an administrator may change. */
export const DescriptionEditBody = Closed({
  id: Id(),
  description: Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' }),
});
export type DescriptionEditBody = Static<typeof DescriptionEditBody>;

/** An application as `uam/app` answers it. */
export const AppRow = Closed({
  id: Id(),
  app_id: Type.String(),
  name: Type.String(),
  platform: literals(APP_PLATFORMS),
  description: Type.String(),
  description_key: DescriptionKey,
  isactive: Type.Integer(),
  created_at: DateTime(),
  updated_at: DateTime(),
});
export type AppRow = Static<typeof AppRow>;

/** A service (permission group) as `uam/services` answers it. */
export const ServiceRow = Closed({
  id: Id(),
  name: Type.String(),
  description: Type.String(),
  function_count: Type.Integer(),
  updated_at: DateTime(),
});
export type ServiceRow = Static<typeof ServiceRow>;

/** A function (permission key) as `uam/functions` answers it; `added` marks keys the spec does not show. */
export const FunctionRow = Closed({
  id: Id(),
  key: Type.String(),
  service: Type.String(),
  added: Type.Boolean(),
  description: Type.String(),
});
export type FunctionRow = Static<typeof FunctionRow>;

/** A realm as `uam/realm` answers it. */
export const RealmRow = Closed({
  id: Id(),
  name: Type.String(),
  description: Type.String(),
  organization_count: Type.Integer(),
});
export type RealmRow = Static<typeof RealmRow>;
