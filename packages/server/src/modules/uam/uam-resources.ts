import type { AnyResource } from '../../resources/resource-definition.js';
import { userAccessResource } from './user-access-resource.js';
import { userProfileResource } from './user-profile-resource.js';
import { userTypeResource } from './user-type-resource.js';

/** User access management on the generic resource API, under `/api/user/`. */
export const USER_ACCESS_RESOURCES: readonly AnyResource[] = [
  userTypeResource,
  userProfileResource,
  userAccessResource,
];
