import { hasPermission, REALM_ID, type Viewer } from '@armada/domain';

const isAdministrator = (viewer: Viewer) => viewer.isorgadmin === 0 || viewer.realm_id === REALM_ID.admin;

/** A leasing company registers its leased vehicles; administrators for any leasing company. */
export function mayRegister(viewer: Viewer | null): boolean {
  if (viewer === null) return false;
  return viewer.realm_id === REALM_ID.leasing || isAdministrator(viewer);
}

/** Dealers (for the leases naming them) and administrators approve or reject, with approve_vehicle_leasing. */
export function mayDecide(viewer: Viewer | null): boolean {
  if (viewer === null || !hasPermission(viewer, 'approve_vehicle_leasing')) return false;
  return viewer.realm_id === REALM_ID.dealer || isAdministrator(viewer);
}

/** Only administrators add and change leasing companies (add_user_org). */
export function mayManageCompanies(viewer: Viewer | null): boolean {
  return viewer !== null && isAdministrator(viewer) && hasPermission(viewer, 'add_user_org');
}
