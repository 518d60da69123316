import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Static, TObject } from '@sinclair/typebox';
import type { PermissionKey, ResourceEndpoint, TokenPayload } from '@armada/domain';
import type { Db } from '../db/client.js';
import type { Scope } from '../auth/scope.js';
import type { ReaderLanguage } from '../reader-language.js';
import type { AppContext } from '../context.js';

/** A write's caller: whose data it may touch, and the language of the mails it sends on their behalf. */
export type WriteContext = { db: Db; viewer: TokenPayload; scope: Scope; language: ReaderLanguage };

/** A column a list may be filtered on; integer values are checked before they reach SQL. */
export type FilterColumn = { column: AnyPgColumn; type: 'integer' | 'text' };

/** The column (or computed value) behind each field of the row schema: a field missing or extra is a type error. */
export type RowColumns<Row extends TObject> = { readonly [K in keyof Static<Row>]-?: AnyPgColumn | SQL.Aliased };

/** The fields a write's body declares, but the row's id. */
export type WriteInput<Body extends TObject> = Omit<Static<Body>, 'id'>;

/**
 * The fields of a body this caller may set. A body naming any other field is refused (403 naming
 * it) before anything is read or written; fields only a workflow sets are in no body at all.
 */
export type Writable<Body extends TObject> = (ctx: WriteContext) => readonly (keyof WriteInput<Body> & string)[];

/**
 * Turns a body into the row's column values, naming each column it sets (never spreading the body);
 * throws an AppError to refuse (nothing written). `id` is the row being edited, absent when adding.
 */
export type ToValues<Body extends TObject> = (
  input: WriteInput<Body>,
  ctx: WriteContext,
  id?: number,
) => Promise<Record<string, unknown>>;

export type WriteSpec<Body extends TObject> = { body: Body; writable: Writable<Body>; values: ToValues<Body> };

/**
 * One resource of the generic API (spec document 2 section 7.1) at `/api/{group}/{name}/`. An
 * endpoint without an access key answers 'not implemented'. `row` is the answer of list (each row)
 * and view, declared in packages/domain; `fields` say where each of its fields comes from.
 */
export type ResourceDefinition<Row extends TObject, Add extends TObject = TObject, Edit extends TObject = TObject> = {
  group: string;
  name: string;
  table: PgTable;
  id: AnyPgColumn;
  row: Row;
  fields: RowColumns<Row>;
  /** Columns, or a computed text (a name from another table), searched by `search`. */
  searchable: readonly (AnyPgColumn | SQL)[];
  filterable: Readonly<Record<string, FilterColumn>>;
  sortable: Readonly<Record<string, AnyPgColumn>>;
  defaultSort: string;
  /** A paged list answers 10 rows unless asked otherwise; the generic list 50000. */
  paged: boolean;
  /** The list is the module's own route (a call of the spec with its own parameters), not the generic one. */
  listedElsewhere?: true;
  /** The rows the caller's scope (or, for rows a user owns, the caller) may see, and so view, change, deactivate or delete. */
  visible: (scope: Scope, viewer: TokenPayload) => SQL;
  /** How a row reads in the list (not the view, which the edit form fills from): masked contacts, say. */
  listed?: (row: Static<Row>) => Static<Row>;
  access: Partial<Record<ResourceEndpoint, PermissionKey>>;
  /** `message` replaces 'Success' in the answer (e.g. 'Vehicle has been registered.'). */
  add?: WriteSpec<Add> & { message?: string };
  /** The body holds `id` besides the fields; only the fields given change. */
  edit?: WriteSpec<Edit>;
  /** The columns deactivation sets, e.g. { isactive: 0 }, computed at each call. */
  deactivate?: () => Record<string, unknown>;
  /** Steps around the writes, for rows that carry more than their columns (resource-hooks.ts). */
  hooks?: ResourceHooks;
};

/** A resource whatever its schemas, as the generic routes and the registry hold it. */
export type AnyResource = ResourceDefinition<TObject, TObject, TObject>;

/**
 * Checks a definition against its own schemas, then forgets them for the registry: the one place
 * where a resource's body types meet the generic routes, which validate bodies by those schemas.
 */
export const defineResource = <Row extends TObject, Add extends TObject, Edit extends TObject>(
  def: ResourceDefinition<Row, Add, Edit>,
): AnyResource => def as unknown as AnyResource;

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
