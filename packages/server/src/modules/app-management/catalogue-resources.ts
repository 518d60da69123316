import { sql } from 'drizzle-orm';
import { DescriptionEditBody } from '@armada/domain';
import type { ResourceDefinition } from '../../resources/resource-definition.js';
import { describedValues } from './app-admin.js';
import { functions, realmRows, services } from './app-management-tables.js';

/**
 * Services (permission groups), functions (permission keys) and realms come from the code: the
 * catalogue in packages/domain/src/permissions.ts and the fixed realm ids. Administrators read them
 * and describe them; adding or removing one is 'not implemented'.
 */
const described = { body: DescriptionEditBody, values: describedValues };
const everyone = () => sql`true`;

export const servicesResource: ResourceDefinition = {
  group: 'uam',
  name: 'services',
  table: services,
  id: services.id,
  fields: {
    id: services.id,
    name: services.name,
    description: services.description,
    // Subqueries name their tables: a single-table select renders its columns unqualified.
    function_count: sql<number>`(SELECT count(*) FROM permissions p WHERE p.group_name = services.name)::int`.as(
      'function_count',
    ),
    updated_at: services.updated_at,
  },
  searchable: [services.name, services.description],
  filterable: {},
  sortable: { id: services.id, name: services.name },
  defaultSort: 'id',
  paged: true,
  visible: everyone,
  access: { list: 'list_services', view: 'list_services', edit: 'edit_app_management' },
  edit: described,
};

export const functionsResource: ResourceDefinition = {
  group: 'uam',
  name: 'functions',
  table: functions,
  id: functions.id,
  fields: {
    id: functions.id,
    key: functions.key,
    service: functions.group_name,
    added: functions.added,
    description: functions.description,
  },
  searchable: [functions.key, functions.description],
  filterable: {
    service: { column: functions.group_name, type: 'text' },
    added: { column: functions.added, type: 'text' },
  },
  sortable: { id: functions.id, key: functions.key, service: functions.group_name },
  defaultSort: 'id',
  paged: true,
  visible: everyone,
  access: { list: 'list_functions', view: 'list_functions', edit: 'edit_app_management' },
  edit: described,
};

export const realmResource: ResourceDefinition = {
  group: 'uam',
  name: 'realm',
  table: realmRows,
  id: realmRows.id,
  fields: {
    id: realmRows.id,
    name: realmRows.name,
    description: realmRows.description,
    organization_count: sql<number>`(SELECT count(*) FROM organizations o WHERE o.realm_id = realms.id)::int`.as(
      'organization_count',
    ),
  },
  searchable: [realmRows.name, realmRows.description],
  filterable: {},
  sortable: { id: realmRows.id, name: realmRows.name },
  defaultSort: 'id',
  paged: true,
  visible: everyone,
  access: { list: 'list_realms', view: 'list_realms', edit: 'edit_app_management' },
  edit: described,
};
