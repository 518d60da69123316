/** The vehicle and sensor screens, loaded as one chunk when the first of them opens. */
export { VehicleListPage } from './VehicleListPage';
export { VehicleCreatePage } from './VehicleCreatePage';
export { VehicleEditPage } from './VehicleEditPage';
export { VehicleDetailPage } from './VehicleDetailPage';
export { SensorListPage } from './SensorListPage';
export { SensorFormPage } from './SensorFormPage';
