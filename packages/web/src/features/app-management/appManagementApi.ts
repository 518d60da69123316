import { REALM_ID, hasPermission, type Viewer } from '@armada/domain';
import type { ResourceRef } from '../../api/resource';
import type { TableConfig } from '../../components/data-table/tableState';

/** App management on the generic resource API, under `uam/`. */
export const APP_RESOURCE: ResourceRef = { group: 'uam', name: 'app' };
export const SERVICE_RESOURCE: ResourceRef = { group: 'uam', name: 'services' };
export const FUNCTION_RESOURCE: ResourceRef = { group: 'uam', name: 'functions' };
export const REALM_RESOURCE: ResourceRef = { group: 'uam', name: 'realm' };

/** Changes are the brand's: root or the admin realm, with edit_app_management (the server checks the same). */
export const mayManageApps = (viewer: Viewer | null): boolean =>
  viewer !== null &&
  (viewer.isorgadmin === 0 || viewer.realm_id === REALM_ID.admin) &&
  hasPermission(viewer, 'edit_app_management');

export type AppFilter = 'search' | 'platform';
export type AppSort = 'name' | '-name' | 'app_id' | '-app_id' | 'created_at' | '-created_at';
export const APP_TABLE: TableConfig<AppFilter, AppSort> = {
  filterKeys: ['search', 'platform'],
  sortValues: ['name', '-name', 'app_id', '-app_id', 'created_at', '-created_at'],
  defaultSort: 'name',
};

export type NameSort = 'id' | '-id' | 'name' | '-name';
const BY_NAME: TableConfig<'search', NameSort> = {
  filterKeys: ['search'],
  sortValues: ['id', '-id', 'name', '-name'],
  defaultSort: 'id',
};
export const SERVICE_TABLE = BY_NAME;
export const REALM_TABLE = BY_NAME;

/** The filters a catalogue list may read; each catalogue's table names the ones it has. */
export type CatalogueFilter = 'search' | 'service' | 'added';
export type FunctionSort = 'id' | '-id' | 'key' | '-key' | 'service' | '-service';
export const FUNCTION_TABLE: TableConfig<CatalogueFilter, FunctionSort> = {
  filterKeys: ['search', 'service', 'added'],
  sortValues: ['id', '-id', 'key', '-key', 'service', '-service'],
  defaultSort: 'id',
  defaultLimit: 20,
};
