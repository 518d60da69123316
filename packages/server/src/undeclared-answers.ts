/**
 * TRANSITIONAL (issue 10): the calls that do not declare their answer yet. Each is removed from this
 * list as its answer schema is written; the list, and this file, go when it is empty. Nothing may be
 * added to it: a new call declares its answer from the start.
 */
export const UNDECLARED_ANSWERS: ReadonlySet<string> = new Set([
  'GET /api/app/config',
  'GET /api/monitoring-service/others/getaddress',
  'GET /api/report/download/download_file',
  'GET /api/vehicle/device/list_unknown_device',
  'POST /api/vehicle/vehicle_group/add_vehicle_group',
  'DELETE /api/vehicle/vehicle_group/delete_vehicle_group',
  'PUT /api/vehicle/vehicle_group/edit_vehicle_group',
  'GET /api/vehicle/vehicle_history/download_list_notupdate',
  'GET /api/vehicle/vehicle_history/download_vehicle_history',
  'GET /api/vehicle/vehicle_history/list_notupdate',
  'GET /api/vehicle/vehicle_history/list_vehicle_history',
  'POST /api/vehicle/vehicle_leasing/add_vehicle_leasing',
  'PUT /api/vehicle/vehicle_leasing/approve_vehicle_leasing',
  'GET /api/vehicle/vehicle_leasing/download_vehicle_leasing',
  'GET /api/vehicle/vehicle_leasing/list_leasing_dealer',
  'GET /api/vehicle/vehicle_leasing/list_vehicle_leasing',
  'PUT /api/vehicle/vehicle_leasing/reject_vehicle_leasing',
  'GET /api/vehicle/vehicle_leasing/view_vehicle_leasing',
  'GET /sso/login',
  'POST /sso/login',
  'GET /sso/logout',
  'POST /sso/refresh_token',
  'GET /sso/session',
  'GET /sso/verifytoken',
]);
