import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TObject } from '@sinclair/typebox';
import { DescriptionEditBody, FunctionRow, RealmRow, ServiceRow, type PermissionKey } from '@armada/domain';
import { defineResource, type ResourceDefinition } from '../../resources/resource-definition.js';
import { describedValues } from './app-admin.js';
import { functions, realmRows, services } from './app-management-tables.js';

/** What sets one catalogue resource apart from the others. */
type CatalogueSpec<Row extends TObject> = Pick<ResourceDefinition<Row>, 'name' | 'row' | 'fields' | 'sortable'> & {
  table: PgTable & { id: AnyPgColumn; description: AnyPgColumn };
  /** The column searched beside the description. */
  searched: AnyPgColumn;
  filterable?: ResourceDefinition<Row>['filterable'];
  /** The key that lists and views it; describing it needs edit_app_management. */
  list: PermissionKey;
};

/**
 * Services (permission groups), functions (permission keys) and realms come from the code: the
 * catalogue in packages/domain/src/permissions.ts and the fixed realm ids. Administrators read them
 * and describe them; adding or removing one is 'not implemented'.
 */
function catalogueResource<Row extends TObject>({
  name,
  table,
  row,
  fields,
  searched,
  filterable,
  sortable,
  list,
}: CatalogueSpec<Row>) {
  return defineResource({
    group: 'uam',
    name,
    table,
    id: table.id,
    row,
    fields,
    searchable: [searched, table.description],
    filterable: filterable ?? {},
    sortable: { id: table.id, ...sortable },
    defaultSort: 'id',
    paged: true,
    visible: () => sql`true`,
    access: { list, view: list, edit: 'edit_app_management' },
    edit: { body: DescriptionEditBody, writable: () => ['description'], values: describedValues },
  });
}

// Subqueries name their tables: a single-table select renders its columns unqualified.
const count = (query: SQL, alias: string) => sql<number>`(${query})::int`.as(alias);

export const servicesResource = catalogueResource({
  name: 'services',
  table: services,
  row: ServiceRow,
  fields: {
    id: services.id,
    name: services.name,
    description: services.description,
    function_count: count(sql`SELECT count(*) FROM permissions p WHERE p.group_name = services.name`, 'function_count'),
    updated_at: services.updated_at,
  },
  searched: services.name,
  sortable: { name: services.name },
  list: 'list_services',
});

export const functionsResource = catalogueResource({
  name: 'functions',
  table: functions,
  row: FunctionRow,
  fields: {
    id: functions.id,
    key: functions.key,
    service: functions.group_name,
    added: functions.added,
    description: functions.description,
  },
  searched: functions.key,
  filterable: {
    service: { column: functions.group_name, type: 'text' },
    added: { column: functions.added, type: 'text' },
  },
  sortable: { key: functions.key, service: functions.group_name },
  list: 'list_functions',
});

export const realmResource = catalogueResource({
  name: 'realm',
  table: realmRows,
  row: RealmRow,
  fields: {
    id: realmRows.id,
    name: realmRows.name,
    description: realmRows.description,
    organization_count: count(
      sql`SELECT count(*) FROM organizations o WHERE o.realm_id = realms.id`,
      'organization_count',
    ),
  },
  searched: realmRows.name,
  sortable: { name: realmRows.name },
  list: 'list_realms',
});
