import type { ResourceRef } from '../../api/resource';
import type { TableConfig } from '../../components/data-table/tableState';

/** User access management on the generic resource API: roles, users and customer users' access. */
export const ROLE_RESOURCE: ResourceRef = { group: 'user', name: 'user_type' };
export const USER_RESOURCE: ResourceRef = { group: 'user', name: 'user_profile' };
export const ACCESS_RESOURCE: ResourceRef = { group: 'user', name: 'user_access' };

export type RoleFilter = 'search' | 'realm_id';
export type RoleSort = 'name' | '-name' | 'realm_id' | '-realm_id' | 'created_at' | '-created_at';
export const ROLE_TABLE: TableConfig<RoleFilter, RoleSort> = {
  filterKeys: ['search', 'realm_id'],
  sortValues: ['name', '-name', 'realm_id', '-realm_id', 'created_at', '-created_at'],
  defaultSort: 'name',
};

export type AccountSort =
  'username' | '-username' | 'name' | '-name' | 'isorgadmin' | '-isorgadmin' | 'created_at' | '-created_at';
const ACCOUNT_SORTS: readonly AccountSort[] = [
  'username',
  '-username',
  'name',
  '-name',
  'isorgadmin',
  '-isorgadmin',
  'created_at',
  '-created_at',
];

export type UserFilter = 'search' | 'organization_id' | 'user_type_id' | 'isorgadmin' | 'isactive';
export const USER_TABLE: TableConfig<UserFilter, AccountSort> = {
  filterKeys: ['search', 'organization_id', 'user_type_id', 'isorgadmin', 'isactive'],
  sortValues: ACCOUNT_SORTS,
  defaultSort: 'username',
};

export type AccessFilter = 'search' | 'organization_id' | 'user_type_id' | 'isactive';
export const ACCESS_TABLE: TableConfig<AccessFilter, AccountSort> = {
  filterKeys: ['search', 'organization_id', 'user_type_id', 'isactive'],
  sortValues: ACCOUNT_SORTS,
  defaultSort: 'username',
};
