import { eq, sql } from 'drizzle-orm';
import { APP_ID, AppAddBody, AppEditBody, AppRow } from '@armada/domain';
import { AppError, notFound } from '../../errors.js';
import { defineResource, type WriteContext } from '../../resources/resource-definition.js';
import { keyAfterEdit } from '../../resources/seeded-description.js';
import { checkAppAdmin } from './app-admin.js';
import { apps } from './app-management-tables.js';

async function checkAppIdFree(ctx: WriteContext, appId: string): Promise<void> {
  const rows = await ctx.db.select({ id: apps.id }).from(apps).where(eq(apps.app_id, appId));
  if (rows.length > 0) throw new AppError(409, 'cannot_process');
}

/** This portal ('runner', the APP_ID it sends) stays active: switching it off would lock everyone out of it. */
async function checkNotPortal(ctx: WriteContext, id: number): Promise<void> {
  const rows = await ctx.db.select({ app_id: apps.app_id }).from(apps).where(eq(apps.id, id));
  const row = rows[0];
  if (!row) throw notFound();
  if (row.app_id === APP_ID) throw new AppError(400, 'app_fixed');
}

/** An edit that changes a seeded description makes it the writer's: its key goes. */
async function descriptionKeyAfter(ctx: WriteContext, id: number | undefined, description: string | undefined) {
  if (id === undefined || description === undefined) return {};
  const rows = await ctx.db.select({ description: apps.description }).from(apps).where(eq(apps.id, id));
  return rows[0] ? keyAfterEdit([rows[0].description, description]) : {};
}

/** An application's fields; its app_id is set once, when it is added. */
const APP_FIELDS = ['name', 'platform', 'description'] as const;

async function appValues(input: Partial<AppAddBody> & { isactive?: number }, ctx: WriteContext, id?: number) {
  checkAppAdmin(ctx);
  if (input.app_id !== undefined) await checkAppIdFree(ctx, input.app_id);
  if (id !== undefined && input.isactive === 0) await checkNotPortal(ctx, id);
  const description = input.description?.trim();
  const values = {
    app_id: input.app_id,
    name: input.name?.trim(),
    platform: input.platform,
    description,
    ...(await descriptionKeyAfter(ctx, id, description)),
    isactive: input.isactive,
    updated_at: id === undefined ? undefined : new Date(),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** `uam/app`: the applications that use the platform (this web portal, the mobile apps). */
export const appResource = defineResource({
  group: 'uam',
  name: 'app',
  table: apps,
  id: apps.id,
  row: AppRow,
  fields: {
    id: apps.id,
    app_id: apps.app_id,
    name: apps.name,
    platform: apps.platform,
    description: apps.description,
    description_key: apps.description_key,
    isactive: apps.isactive,
    created_at: apps.created_at,
    updated_at: apps.updated_at,
  },
  searchable: [apps.app_id, apps.name, apps.description],
  filterable: {
    platform: { column: apps.platform, type: 'text' },
    isactive: { column: apps.isactive, type: 'integer' },
  },
  sortable: { id: apps.id, app_id: apps.app_id, name: apps.name, created_at: apps.created_at },
  defaultSort: 'name',
  paged: true,
  visible: () => sql`true`,
  access: {
    list: 'list_apps',
    view: 'list_apps',
    add: 'edit_app_management',
    edit: 'edit_app_management',
    deactivate: 'edit_app_management',
  },
  add: { body: AppAddBody, writable: () => [...APP_FIELDS, 'app_id'], values: (input, ctx) => appValues(input, ctx) },
  edit: {
    body: AppEditBody,
    writable: () => [...APP_FIELDS, 'isactive'],
    values: (input, ctx, id) => appValues(input, ctx, id),
  },
  deactivate: () => ({ isactive: 0, updated_at: new Date() }),
  hooks: {
    beforeRemove: async (ctx, id) => {
      checkAppAdmin(ctx);
      await checkNotPortal(ctx, id);
    },
  },
});
