import type { ResourceRef } from '../../api/resource';
import type { TableConfig } from '../../components/data-table/tableState';

export const ORG_RESOURCE: ResourceRef = { group: 'user', name: 'user_org' };

export type OrgFilter = 'search' | 'realm_id' | 'isactive';
export type OrgSort = 'name' | '-name' | 'code' | '-code' | 'created_at' | '-created_at';

export const ORG_TABLE: TableConfig<OrgFilter, OrgSort> = {
  filterKeys: ['search', 'realm_id', 'isactive'],
  sortValues: ['name', '-name', 'code', '-code', 'created_at', '-created_at'],
  defaultSort: 'name',
};
