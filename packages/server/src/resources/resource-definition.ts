import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TObject } from '@sinclair/typebox';
import type { PermissionKey, ResourceEndpoint, TokenPayload } from '@armada/domain';
import type { Db } from '../db/client.js';
import type { Scope } from '../auth/scope.js';
import type { AppContext } from '../context.js';

export type WriteContext = { db: Db; viewer: TokenPayload; scope: Scope };

/** A column a list may be filtered on; integer values are checked before they reach SQL. */
export type FilterColumn = { column: AnyPgColumn; type: 'integer' | 'text' };

/**
 * Turns a validated body into the row's column values; throws an AppError to refuse (nothing
 * written). `id` is the row being edited, absent when adding.
 */
export type ToValues = (
  input: Record<string, unknown>,
  ctx: WriteContext,
  id?: number,
) => Promise<Record<string, unknown>>;

/**
 * One resource of the generic API (spec document 2 section 7.1) at `/api/{group}/{name}/`. An
 * endpoint without an access key answers 'not implemented'.
 */
export type ResourceDefinition = {
  group: string;
  name: string;
  table: PgTable;
  id: AnyPgColumn;
  /** The fields of list and view answers, by their API names. */
  fields: Readonly<Record<string, AnyPgColumn | SQL.Aliased>>;
  searchable: readonly AnyPgColumn[];
  filterable: Readonly<Record<string, FilterColumn>>;
  sortable: Readonly<Record<string, AnyPgColumn>>;
  defaultSort: string;
  /** A paged list answers 10 rows unless asked otherwise; the generic list 50000. */
  paged: boolean;
  /** The rows the caller's scope may see, and so view, change, deactivate or delete. */
  visible: (scope: Scope) => SQL;
  access: Partial<Record<ResourceEndpoint, PermissionKey>>;
  /** `message` replaces 'Success' in the answer (e.g. 'Vehicle has been registered.'). */
  add?: { body: TObject; values: ToValues; message?: string };
  /** The body holds `id` besides the fields; only the fields given change. */
  edit?: { body: TObject; values: ToValues };
  /** The columns deactivation sets, e.g. { isactive: 0 }, computed at each call. */
  deactivate?: () => Record<string, unknown>;
  /** Steps around the writes, for rows that carry more than their columns (resource-hooks.ts). */
  hooks?: ResourceHooks;
};

export type WriteEndpoint = 'add' | 'edit' | 'delete' | 'deactivate';

/**
 * Optional steps around a write. `beforeRemove` may refuse a delete or deactivate (throw an
 * AppError); `afterWrite` runs in the write's transaction (its ctx.db is the transaction, so a
 * throw undoes the write); `afterCommit` runs once the write is stored (mail), its failure logged.
 */
export type ResourceHooks = {
  beforeRemove?: (ctx: WriteContext, id: number, endpoint: 'delete' | 'deactivate') => Promise<void>;
  afterWrite?: (ctx: WriteContext, id: number, endpoint: WriteEndpoint) => Promise<void>;
  afterCommit?: (app: AppContext, ctx: WriteContext, id: number, endpoint: WriteEndpoint) => Promise<void>;
};
