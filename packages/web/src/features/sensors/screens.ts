/** The fleet sensor screens, loaded as one chunk when the first of them opens. */
export { SensorsPage } from './SensorsPage';
export { SensorSearchPage } from './SensorSearchPage';
export { SensorDetailPage } from './SensorDetailPage';
