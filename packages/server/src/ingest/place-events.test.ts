import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { circleBounds, destination, ringBounds, type GeoShape, type LngLat, type Telemetry } from '@armada/domain';
import type { Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { freshDatabase } from '../test-support/test-database.js';
import { BRAND_ORG_CODE, orgIdByCode, seedBase } from '../db/seed-base.js';
import { placeLookup, type PlaceInfo } from '../reports/report-places.js';
import { createEventDetector, type DetectedEvent } from './event-detector.js';
import type { PlaceSource } from './place-watch.js';
import { eventText } from './event-text.js';

let database: Database;
let orgId: number;

beforeAll(async () => {
  database = await freshDatabase();
  await migrate(database);
  await seedBase(database.db);
  orgId = await orgIdByCode(database.db, BRAND_ORG_CODE);
});
afterAll(() => database.close());

/** A square depot about 1 km a side south of Jakarta, its west edge on lng 106.80. */
const DEPOT: LngLat[] = [
  [106.8, -6.3],
  [106.81, -6.3],
  [106.81, -6.29],
  [106.8, -6.29],
  [106.8, -6.3],
];
const GATE: GeoShape = { shape: 'circle', center: [106.9, -6.3], radius: 150 };

function placesOf(fences: Map<number, PlaceInfo>): PlaceSource {
  const boxes = [...fences].map(([id, info]) => {
    const b =
      info.shape.shape === 'circle' ? circleBounds(info.shape.center, info.shape.radius) : ringBounds(info.shape.ring);
    return { id, shape: info.shape, minLat: b.minLat, maxLat: b.maxLat, minLng: b.minLng, maxLng: b.maxLng };
  });
  const lookup = placeLookup(boxes);
  return { of: (org) => (org === orgId ? lookup : () => []), info: (id) => fences.get(id) };
}

const fences = () =>
  new Map<number, PlaceInfo>([
    [1, { name: 'Cakung depot', type_id: 2, target_time: null, shape: { shape: 'polygon', ring: DEPOT } }],
    [2, { name: 'Toll gate Cikampek', type_id: 3, target_time: '08:00:00', shape: GATE }],
  ]);

const fix = (imei: string, time: number, [lng, lat]: LngLat, gps: 0 | 1 = 1): Telemetry => ({
  imei,
  gpstype: 2,
  time,
  lat,
  lng,
  alt: 0,
  head: 0,
  speed: 40,
  sat: 9,
  properties: { ign: 1, gps },
});

function detectorWith(places: PlaceSource, handed: DetectedEvent[]) {
  return createEventDetector({
    db: database.db,
    log: pino({ level: 'silent' }),
    deviceOf: (imei) => ({ vehicleId: 1, imei, gpstype: 2, organizationId: orgId, label: 'B 9123 KXT' }),
    places,
    zone: 'Asia/Jakarta',
    onEvents: (events) => handed.push(...events),
  });
}

const kinds = (events: DetectedEvent[], imei: string) =>
  events
    .filter((e) => e.imei === imei && e.type !== 'overspeed')
    .map((e) => `${e.type} ${String(e.detail.geofence_id)}`);

/** 07:00 in Jakarta (UTC+7) on a fixed day. */
const SEVEN_LOCAL = Date.UTC(2026, 10, 2, 0, 0, 0);

describe('place events at ingest', () => {
  it('enters once and leaves once on a track that runs along an edge, its fixes falling either side', async () => {
    const handed: DetectedEvent[] = [];
    const detector = detectorWith(placesOf(fences()), handed);
    const imei = '350000000000101';
    const edge = 106.8;
    // West of the depot, then north along its west edge with GPS error of 8 m either side, then away west.
    const track: LngLat[] = [
      [edge - 0.002, -6.299],
      ...Array.from({ length: 30 }, (_, i): LngLat => [edge + (i % 2 === 0 ? 0.00007 : -0.00007), -6.299 + i * 0.0003]),
      [edge - 0.0009, -6.2905],
      [edge - 0.002, -6.2905],
    ];
    for (const [i, point] of track.entries()) await detector.handle([fix(imei, SEVEN_LOCAL + i * 10_000, point)]);
    expect(kinds(handed, imei)).toEqual(['in_geofence 1', 'out_geofence 1']);
    expect(handed.find((e) => e.type === 'in_geofence')?.detail.geofence_name).toBe('Cakung depot');
  });

  it('keeps a vehicle where it was through fixes without a position', async () => {
    const handed: DetectedEvent[] = [];
    const detector = detectorWith(placesOf(fences()), handed);
    const imei = '350000000000102';
    await detector.handle([fix(imei, SEVEN_LOCAL, [106.79, -6.295])]);
    await detector.handle([fix(imei, SEVEN_LOCAL + 10_000, [106.805, -6.295])]);
    await detector.handle([fix(imei, SEVEN_LOCAL + 20_000, [0, 0], 0)]);
    await detector.handle([fix(imei, SEVEN_LOCAL + 30_000, [106.805, -6.2951])]);
    expect(kinds(handed, imei)).toEqual(['in_geofence 1']);
  });

  it('says whether a checkpoint was passed on time or how late, against its local target time', async () => {
    const handed: DetectedEvent[] = [];
    const detector = detectorWith(placesOf(fences()), handed);
    const away = destination(GATE.center as LngLat, 90, 1000);
    const through = async (imei: string, at: number) => {
      await detector.handle([fix(imei, at - 60_000, away)]);
      await detector.handle([fix(imei, at, GATE.center as LngLat)]);
    };
    await through('350000000000103', SEVEN_LOCAL + 55 * 60_000); // 07:55
    await through('350000000000104', SEVEN_LOCAL + 85 * 60_000 + 30_000); // 08:25:30
    const passes = handed.filter((e) => e.type === 'pass_checkpoint');
    expect(passes.map((e) => [e.imei, e.detail.on_time, e.detail.late_minutes, e.detail.target_time])).toEqual([
      ['350000000000103', 1, 0, '08:00'],
      ['350000000000104', 0, 25, '08:00'],
    ]);
    const [onTime, late] = passes as [DetectedEvent, DetectedEvent];
    expect(eventText(late)).toBe('B 9123 KXT passed checkpoint Toll gate Cikampek 25 min late (target 08:00)');
    expect(eventText(onTime)).toBe('B 9123 KXT passed checkpoint Toll gate Cikampek on time (target 08:00)');
    expect(handed.filter((e) => e.type === 'in_geofence').length).toBe(2);
  });

  it('says nothing of a place deleted while a vehicle was in it', async () => {
    const handed: DetectedEvent[] = [];
    const known = fences();
    const detector = detectorWith(placesOf(known), handed);
    const imei = '350000000000105';
    await detector.handle([fix(imei, SEVEN_LOCAL, [106.79, -6.295])]);
    await detector.handle([fix(imei, SEVEN_LOCAL + 10_000, [106.805, -6.295])]);
    known.delete(1);
    await detector.handle([fix(imei, SEVEN_LOCAL + 20_000, [106.79, -6.295])]);
    expect(kinds(handed, imei)).toEqual(['in_geofence 1']);
  });
});
