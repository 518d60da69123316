/** The vehicle-group and in-the-pool screens, loaded as one chunk when the first of them opens. */
export { VehicleGroupsPage } from './VehicleGroupsPage';
export { VehicleGroupFormPage } from './VehicleGroupFormPage';
export { VehiclesInPoolPage } from './VehiclesInPoolPage';
