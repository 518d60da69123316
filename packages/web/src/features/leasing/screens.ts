/** The leasing screens, loaded as one chunk when the first of them opens. */
export { LeasingCompaniesPage } from './LeasingCompaniesPage';
export { LeasingCompanyFormPage } from './LeasingCompanyFormPage';
export { LeasingCompanyViewPage } from './LeasingCompanyViewPage';
export { LeaseListPage } from './LeaseListPage';
export { LeaseDetailPage } from './LeaseDetailPage';
export { ValidationPage } from './ValidationPage';
export { LeaseRegisterPage } from './LeaseRegisterPage';
