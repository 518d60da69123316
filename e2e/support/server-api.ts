import {
  vehicleSensorFlags,
  type FilterableVehicle,
  type MonitoringPage,
  type MonitoringVehicle,
} from '@armada/domain';
import { DEMO_PASSWORD } from './browser.js';

/** Calls to the running server as a demo user, so a test can check the screen against the server's data. */

export async function tokenOf(baseUrl: string, username: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/user/user/login_user`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: DEMO_PASSWORD }),
  });
  const { result } = (await login.json()) as { result: { token: string } };
  return result.token;
}

/** A call's JSON answer as is (the gateway envelope, or the job-order service's `ok` answer). */
export async function callAs<T>(
  baseUrl: string,
  token: string,
  path: string,
  init: { method?: 'GET' | 'POST' | 'DELETE'; json?: unknown; form?: Record<string, string> } = {},
): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const response = await fetch(`${baseUrl}${path}`, { method: init.method ?? 'GET', headers, body });
  return (await response.json()) as T;
}

/** The monitoring list the map loads, as the server answers the user. */
export async function serverFleet(baseUrl: string, username: string): Promise<MonitoringPage> {
  const token = await tokenOf(baseUrl, username);
  const answer = await callAs<{ result: MonitoringPage }>(
    baseUrl,
    token,
    '/api/monitoringservice/vehicle/list?ndata=50000&page=1',
  );
  return answer.result;
}

/** What the map's filters read of a vehicle (the web derives the same from the same record). */
export function filterableOf(
  vehicle: MonitoringVehicle,
  flags: { onDuty?: ReadonlySet<string>; muted?: ReadonlySet<string> } = {},
): FilterableVehicle {
  return {
    health: vehicle.abnormal_status,
    movement: vehicle.movement,
    speed: vehicle.properties.speed ?? 0,
    sensors: vehicleSensorFlags(vehicle.sensor_data),
    euro_std: vehicle.euro_std,
    device_status: vehicle.device_status,
    location_status: vehicle.location_status,
    on_duty: flags.onDuty?.has(vehicle.imei) ?? false,
    muted_alert: flags.muted?.has(vehicle.imei) ?? false,
  };
}
