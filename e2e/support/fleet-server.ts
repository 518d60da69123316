import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Telemetry, TelemetryProperties } from '@armada/domain';
import { encodeAvlPacket, encodeImei } from '@armada/server/ingest/protocols/teltonika/index';
import { startWithIngest } from '@armada/server/test-support/server-process';
import { openTcpClient } from '@armada/server/test-support/tcp-client';
import { serverFleet } from './server-api.js';

const root = new URL('../..', import.meta.url).pathname;

export type FleetServer = { url: string; teltonikaPort: number; stop(): Promise<void> };

/**
 * A server of its own with the tracker listeners on, for tests that need trucks in known states
 * (the shared e2e server runs without ingest, so its demo trucks never move). Nothing drives the
 * trucks but the test: what it sends stays until it sends again.
 */
export async function startFleetServer(): Promise<FleetServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'armada-e2e-fleet-'));
  const server = await startWithIngest({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO: 'true',
    // One day of demo history, as the test apps: its tests read no report, and the default 60 days
    // would cost this server most of a minute to seed.
    DEMO_HISTORY_DAYS: '1',
    WEB_DIST: join(root, 'packages/web/dist'),
    TOKEN_TTL_SECONDS: '3600',
  });
  return {
    url: server.url,
    teltonikaPort: server.ingestPorts.teltonika,
    stop: async () => {
      await server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sends each record as a Teltonika tracker would (Codec 8 Extended) and waits for its acknowledgement. */
export async function sendTeltonika(port: number, records: readonly Telemetry[]): Promise<void> {
  for (const record of records) {
    const client = await openTcpClient(port);
    client.send(encodeImei(record.imei));
    const accepted = await client.read(1);
    if (accepted[0] !== 1) throw new Error(`tracker ${record.imei} refused`);
    client.send(encodeAvlPacket([record]));
    await client.read(4);
    client.end();
  }
}

export type TruckState = { speed: number; properties: TelemetryProperties; noFix?: boolean };

/** One truck each, in imei order: every movement and speed band, an open door, a lost fix, a low accu. */
export const TRUCK_STATES: readonly TruckState[] = [
  { speed: 20, properties: { ign: 1 } },
  { speed: 55, properties: { ign: 1 } },
  // The customer's third Teltonika truck carries door sensors (demo fleet plan): its door is open.
  { speed: 90, properties: { ign: 1, door1: 0 } },
  { speed: 118, properties: { ign: 1 } },
  { speed: 0, properties: { ign: 1 } },
  { speed: 0, properties: { ign: 0 } },
  { speed: 0, properties: { ign: 0, gps: 0 }, noFix: true },
  { speed: 64, properties: { ign: 1, accu: 8.5 } },
];

function recordOf(imei: string, state: TruckState, index: number): Telemetry {
  return {
    imei,
    gpstype: 2,
    time: Math.floor(Date.now() / 1000) * 1000 - 5_000,
    lat: state.noFix ? 0 : -6.2 - index * 0.01,
    lng: state.noFix ? 0 : 106.85 + index * 0.01,
    alt: 20,
    head: 90,
    speed: state.speed,
    sat: state.noFix ? 0 : 10,
    properties: { gps: 1, accu: 25.2, gps_batt: 4.1, gsm_signal: 5, ...state.properties },
  };
}

/** Puts a user's active Teltonika trucks in these states and waits until the server lists them so. */
export async function driveTrucks(server: FleetServer, username: string, states: readonly TruckState[]): Promise<void> {
  const fleet = await serverFleet(server.url, username);
  const trucks = fleet.data
    .filter((v) => v.device_type === 'teltonika' && v.device_status === 'active')
    .sort((a, b) => a.imei.localeCompare(b.imei));
  const records = trucks.slice(0, states.length).flatMap((v, i) => {
    const state = states[i];
    return state ? [recordOf(v.imei, state, i)] : [];
  });
  if (records.length < states.length) throw new Error(`only ${records.length} Teltonika trucks to drive`);
  await sendTeltonika(server.teltonikaPort, records);
  const sent = new Set(records.map((r) => r.imei));
  const listed = async () =>
    (await serverFleet(server.url, username)).data.filter((v) => sent.has(v.imei) && v.properties.time).length;
  const deadline = Date.now() + 30_000;
  while ((await listed()) < records.length) {
    if (Date.now() > deadline) throw new Error('the server did not list the trucks sent');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
