import type { AnyResource } from '../../resources/resource-definition.js';
import { appResource } from './app-resource.js';
import { functionsResource, realmResource, servicesResource } from './catalogue-resources.js';

/** App management on the generic resource API, under `/api/uam/`. */
export const APP_MANAGEMENT_RESOURCES: readonly AnyResource[] = [
  appResource,
  servicesResource,
  functionsResource,
  realmResource,
];
