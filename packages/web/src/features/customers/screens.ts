/** The customer screens, loaded as one chunk by the route table (app/screens.ts). */
export { CustomersPage } from './CustomersPage';
export { CustomerSearchPage } from './CustomerSearchPage';
export { CustomerCreatePage } from './CustomerCreatePage';
export { CustomerEditPage } from './CustomerEditPage';
export { CustomerViewPage } from './CustomerViewPage';
export { CustomerVehicleCreatePage } from './CustomerVehicleCreatePage';
