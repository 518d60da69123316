/** The call centre's screens, loaded as one chunk when the first of them opens. */
export { CallCenterSearchPage } from './CallCenterSearchPage';
export { CallCenterUserPage } from './CallCenterUserPage';
export { ChangeVehicleMemberPage } from './ChangeVehicleMemberPage';
export { IncidentsPage } from './IncidentsPage';
