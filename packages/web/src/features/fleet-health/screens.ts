/** The fleet-health screens (silent and abnormal vehicles), loaded as one chunk when the first opens. */
export { NotUpdatedVehiclesPage } from './NotUpdatedVehiclesPage';
export { AbnormalVehiclesPage } from './AbnormalVehiclesPage';
export { AbnormalMapPage } from './AbnormalMapPage';
