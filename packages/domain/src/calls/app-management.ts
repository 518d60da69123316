import { Type, type Static } from '@sinclair/typebox';

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
export const AppAddBody = Type.Object({
  app_id: Type.String({ minLength: 2, maxLength: 40, pattern: '^[a-z][a-z0-9_-]*$' }),
  ...appFields,
});
export type AppAddBody = Static<typeof AppAddBody>;

export const AppEditBody = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  ...Type.Partial(Type.Object(appFields)).properties,
  isactive: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
});
export type AppEditBody = Static<typeof AppEditBody>;

/** Services, functions and realms: the description is what an administrator may change. */
export const DescriptionEditBody = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  description: Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' }),
});
export type DescriptionEditBody = Static<typeof DescriptionEditBody>;
