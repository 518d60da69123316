export { ContestPage } from './ContestPage';
export { DriverListPage } from './DriverListPage';
