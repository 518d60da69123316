import { userOrgResource } from './modules/user/user-org-resource.js';
import { vehicleResource } from './modules/vehicle/vehicle-resource.js';
import { sensorResource } from './modules/sensor/sensor-resource.js';
import { spbuResource } from './modules/fuel/spbu-resource.js';
import { refuelResource } from './modules/fuel/refuel-resource.js';
import { leasingResource } from './modules/leasing/leasing-resource.js';
import { alertRuleResource } from './modules/alert-rule/alert-rule-resource.js';
import { locationGroupResource } from './modules/geo/location-group-resource.js';
import { placeResource } from './modules/geo/place-resource.js';
import { announcementResource } from './modules/announcement/announcement-resource.js';
import { guideCategoryResource, guideResource } from './modules/wiki/wiki-resources.js';
import { driverResource } from './modules/driver/driver-resource.js';
import { driverVehicleResource } from './modules/driver/driver-vehicle-resource.js';
import { USER_ACCESS_RESOURCES } from './modules/uam/uam-resources.js';
import { APP_MANAGEMENT_RESOURCES } from './modules/app-management/app-management-resources.js';
import type { AnyResource } from './resources/resource-definition.js';

/** Every resource served on the generic API; each module defines its own and lists it here. */
export const RESOURCES: readonly AnyResource[] = [
  userOrgResource,
  vehicleResource,
  sensorResource,
  spbuResource,
  refuelResource,
  leasingResource,
  alertRuleResource,
  locationGroupResource,
  placeResource,
  announcementResource,
  guideCategoryResource,
  guideResource,
  driverResource,
  driverVehicleResource,
  ...USER_ACCESS_RESOURCES,
  ...APP_MANAGEMENT_RESOURCES,
];
