import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASEMAP_URL, loadConfig } from './config.js';
import { writeBasemapFixture } from './test-support/pmtiles-fixture.js';

describe('configuration', () => {
  it('reads defaults, ports and event thresholds', () => {
    const config = loadConfig({ PORT: '9090', EVENT_SETTINGS: '{"overspeedKmh":90,"idleMinutes":15}' });
    expect(config.port).toBe(9090);
    expect(config.publicUrl).toBe('http://localhost:9090');
    expect(config.ingest).toEqual({ enabled: true, teltonika: 5027, ruptela: 5046, gt06: 5023 });
    expect(config.eventSettings).toEqual({ overspeedKmh: 90, idleMinutes: 15 });
  });

  it('reads the report zone and thresholds, speeding and idling following the alerts unless set', () => {
    expect(loadConfig({}).reports).toEqual({
      zone: 'Asia/Jakarta',
      defaults: { minStopS: 300, idleMinS: 600, minTripM: 500, overspeedKmh: 80, towingKmh: 10 },
    });
    const config = loadConfig({
      EVENT_SETTINGS: '{"overspeedKmh":90,"idleMinutes":15}',
      REPORT_TIME_ZONE: 'Asia/Makassar',
      REPORT_SETTINGS: '{"minStopS":600}',
    });
    expect(config.reports).toEqual({
      zone: 'Asia/Makassar',
      defaults: { minStopS: 600, idleMinS: 900, minTripM: 500, overspeedKmh: 90, towingKmh: 10 },
    });
    expect(() => loadConfig({ REPORT_TIME_ZONE: 'Mars/Olympus' })).toThrow('REPORT_TIME_ZONE must be a time zone');
    expect(() => loadConfig({ REPORT_SETTINGS: '{"minStop":600}' })).toThrow('REPORT_SETTINGS.minStop');
  });

  it('reads the days of demo history, 60 unless set, and refuses more than 400', () => {
    expect(loadConfig({}).demoHistoryDays).toBe(60);
    expect(loadConfig({ DEMO_HISTORY_DAYS: '0' }).demoHistoryDays).toBe(0);
    expect(loadConfig({ DEMO_HISTORY_DAYS: '400' }).demoHistoryDays).toBe(400);
    expect(() => loadConfig({ DEMO_HISTORY_DAYS: '401' })).toThrow("DEMO_HISTORY_DAYS must be at most 400, got '401'");
    expect(() => loadConfig({ DEMO_HISTORY_DAYS: '1.5' })).toThrow('DEMO_HISTORY_DAYS must be a whole number');
  });

  it('reads the node role: all by default; gateway without trackers; ingest and gateway only on PostgreSQL and NATS', () => {
    const shared = { DATABASE_URL: 'postgres://db/armada', NATS_URL: 'nats://bus:4222' };
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ ...shared, ROLE: 'gateway' })).toMatchObject({ role: 'gateway', ingest: { enabled: false } });
    expect(loadConfig({ ...shared, ROLE: 'ingest' })).toMatchObject({ role: 'ingest', ingest: { enabled: true } });
    expect(loadConfig({ INGEST: 'false' }).ingest.enabled).toBe(false);
    expect(() => loadConfig({ ROLE: 'worker' })).toThrow("ROLE must be one of all, gateway, ingest, got 'worker'");
    expect(() => loadConfig({ ROLE: 'ingest', NATS_URL: shared.NATS_URL })).toThrow('ROLE=ingest needs DATABASE_URL');
    expect(() => loadConfig({ ROLE: 'gateway', DATABASE_URL: shared.DATABASE_URL })).toThrow(
      'ROLE=gateway needs NATS_URL',
    );
    expect(() => loadConfig({ ...shared, ROLE: 'ingest', INGEST: 'false' })).toThrow('INGEST=false contradicts');
  });

  it('reads the months of positions kept, 0 (everything) unless set, and stops at one that is not a number of months', () => {
    expect(loadConfig({}).positionsRetentionMonths).toBe(0);
    expect(loadConfig({ POSITIONS_RETENTION_MONTHS: '' }).positionsRetentionMonths).toBe(0);
    expect(loadConfig({ POSITIONS_RETENTION_MONTHS: '0' }).positionsRetentionMonths).toBe(0);
    expect(loadConfig({ POSITIONS_RETENTION_MONTHS: ' 13 ' }).positionsRetentionMonths).toBe(13);
    expect(loadConfig({ POSITIONS_RETENTION_MONTHS: '1200' }).positionsRetentionMonths).toBe(1200);
    for (const bad of ['-1', '1.5', '1e2', '0x10', 'twelve', '1201']) {
      expect(() => loadConfig({ POSITIONS_RETENTION_MONTHS: bad })).toThrow(
        `POSITIONS_RETENTION_MONTHS must be a whole number of months from 0 (keep everything) to 1200, got '${bad}'`,
      );
    }
  });

  it('refuses bad values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow("PORT must be a whole number, got 'eighty'");
    expect(() => loadConfig({ DEMO: 'maybe' })).toThrow('DEMO must be true or false');
    expect(() => loadConfig({ EVENT_SETTINGS: '{"overspeedKmh":"fast"}' })).toThrow('EVENT_SETTINGS.overspeedKmh');
    expect(() => loadConfig({ EVENT_SETTINGS: '{"checkpointIds":[]}' })).toThrow('EVENT_SETTINGS.checkpointIds');
  });

  it('reads the tracker limits, allow-lists and TLS listener, and refuses bad ones', () => {
    expect(loadConfig({}).ingestSettings).toMatchObject({ loginTimeoutMs: 30_000, maxConnectionsPerAddress: 1000 });
    expect(loadConfig({}).ingestTls).toBeNull();
    const config = loadConfig({
      TELTONIKA_ALLOW: '10.0.0.0/8, 2001:db8::/32',
      GT06_IDLE_SECONDS: '300',
      INGEST_MAX_JUMP_KMH: '0',
      TELTONIKA_TLS_PORT: '5028',
      INGEST_TLS_CERT_FILE: '/etc/armada/tls.crt',
      INGEST_TLS_KEY_FILE: '/etc/armada/tls.key',
    });
    expect(config.ingestSettings.allow).toEqual({ teltonika: ['10.0.0.0/8', '2001:db8::/32'], ruptela: [], gt06: [] });
    expect(config.ingestSettings.idleTimeoutMs).toEqual({ teltonika: 600_000, ruptela: 600_000, gt06: 300_000 });
    expect(config.ingestSettings.maxJumpKmh).toBe(0);
    expect(config.ingestTls).toEqual({ port: 5028, certFile: '/etc/armada/tls.crt', keyFile: '/etc/armada/tls.key' });
    expect(() => loadConfig({ RUPTELA_ALLOW: '10.0.0.0/33' })).toThrow(
      "RUPTELA_ALLOW must list IPv4/IPv6 networks such as 10.0.0.0/8, got '10.0.0.0/33'",
    );
    expect(() => loadConfig({ GT06_ALLOW: 'example.com' })).toThrow('GT06_ALLOW');
    expect(() => loadConfig({ INGEST_LOGIN_TIMEOUT_SECONDS: '0' })).toThrow('at least 1 second');
    expect(() => loadConfig({ TELTONIKA_TLS_PORT: '5028' })).toThrow('INGEST_TLS_CERT_FILE and INGEST_TLS_KEY_FILE');
  });

  it('reads the self-hosted basemap, which takes the street layer, and stops at one that is not there', () => {
    const dir = mkdtempSync(join(tmpdir(), 'armada-config-'));
    const file = join(dir, 'indonesia.pmtiles');
    writeBasemapFixture(file, [107.3, -6.3]);
    const config = loadConfig({ MAP_PMTILES_PATH: file, MAP_PMTILES_ATTRIBUTION: '© Own data' });
    expect(config.basemapFile).toBe(file);
    expect(config.mapTiles.vector).toEqual({ url: BASEMAP_URL, attribution: '© Own data' });
    expect(config.mapTiles.street).toBeNull();
    expect(loadConfig({}).basemapFile).toBeNull();
    expect(loadConfig({}).mapTiles.vector).toBeNull();

    const missing = join(dir, 'missing.pmtiles');
    expect(() => loadConfig({ MAP_PMTILES_PATH: missing })).toThrow(
      `MAP_PMTILES_PATH must name a PMTiles v3 file: '${missing}' does not exist`,
    );
    expect(() => loadConfig({ MAP_PMTILES_PATH: dir })).toThrow('is not a file');
    const other = join(dir, 'tiles.mbtiles');
    writeFileSync(other, 'SQLite format 3\0');
    expect(() => loadConfig({ MAP_PMTILES_PATH: other })).toThrow('is not PMTiles version 3');
    expect(() =>
      loadConfig({ MAP_PMTILES_PATH: file, MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' }),
    ).toThrow('MAP_PMTILES_PATH or MAP_TILE_URL, not both');
  });
});
