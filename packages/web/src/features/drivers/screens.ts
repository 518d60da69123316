export { DriversPage } from './DriversPage';
