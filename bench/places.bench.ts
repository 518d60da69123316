import pino from 'pino';
import { circleBounds, circleRing, ringBounds, type GeoShape, type LngLat, type Telemetry } from '@armada/domain';
import { createEventDetector, type DetectedEvent } from '@armada/server/ingest/event-detector';
import { placesOfRecord, type PlaceSource } from '@armada/server/ingest/place-watch';
import { placeLookup, type PlaceInfo } from '@armada/server/reports/report-places';
import { migrate } from '@armada/server/db/migrate';
import { BRAND_ORG_CODE, orgIdByCode, seedBase } from '@armada/server/db/seed-base';
import { freshDatabase } from '@armada/server/test-support/test-database';

const PLACES = 10_000;
const TRUCKS = 20_000;
const FIXES_PER_TRUCK = 10;

/** A repeatable stream of numbers in [0, 1). */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/**
 * 10,000 places of one organisation over Java's trunk roads (lng 105.5-114.5, lat -8.0 to -6.0):
 * two in three 8-sided polygons 300 m-2 km across, the rest circles of 100-800 m.
 */
function javaPlaces(org: number): PlaceSource {
  const next = random(7);
  const fences = new Map<number, PlaceInfo>();
  for (let id = 1; id <= PLACES; id += 1) {
    const center: LngLat = [105.5 + next() * 9, -8 + next() * 2];
    const radius = 100 + next() * 700;
    const shape: GeoShape =
      id % 3 === 0
        ? { shape: 'circle', center, radius }
        : { shape: 'polygon', ring: circleRing(center, radius * 1.4, 8) };
    fences.set(id, { name: `Place ${id}`, type_id: id % 10 === 0 ? 3 : 1, target_time: '08:00:00', shape });
  }
  const boxes = [...fences].map(([id, { shape }]) => {
    const b = shape.shape === 'circle' ? circleBounds(shape.center, shape.radius) : ringBounds(shape.ring);
    return { id, shape, minLat: b.minLat, maxLat: b.maxLat, minLng: b.minLng, maxLng: b.maxLng };
  });
  const lookup = placeLookup(boxes);
  return { of: (o) => (o === org ? lookup : () => []), info: (id) => fences.get(id) };
}

/** 20,000 trucks, each 10 fixes 30 s and about 500 m apart on a heading of its own. */
function fleetFixes(): Telemetry[] {
  const next = random(11);
  const fixes: Telemetry[] = [];
  const start = Date.UTC(2026, 10, 2, 0, 0, 0);
  for (let truck = 0; truck < TRUCKS; truck += 1) {
    const imei = `35${String(truck).padStart(13, '0')}`;
    let [lng, lat] = [105.5 + next() * 9, -8 + next() * 2];
    const heading = next() * 2 * Math.PI;
    for (let i = 0; i < FIXES_PER_TRUCK; i += 1) {
      lng += Math.cos(heading) * 0.0045;
      lat += Math.sin(heading) * 0.0045;
      fixes.push({
        imei,
        gpstype: 2,
        time: start + i * 30_000,
        lat,
        lng,
        alt: 0,
        head: 0,
        speed: 60,
        sat: 9,
        properties: { ign: 1, gps: 1 },
      });
    }
  }
  return fixes.sort((a, b) => a.time - b.time);
}

const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000).toLocaleString('en-US');

/**
 * Place containment at ingest: 20,000 trucks reporting against 10,000 places of one organisation, the
 * worst case (every fix is tested against every place of its organisation). Prints positions per
 * second through the grid index against a scan of every box, in one run; then the whole event
 * detector (containment, the rules, events stored) on the embedded database.
 */
export async function benchPlaces(): Promise<void> {
  const org = 1;
  const places = javaPlaces(org);
  const fixes = fleetFixes();
  const boxes = [...Array(PLACES).keys()].map((i) => {
    const shape = places.info(i + 1)?.shape ?? { shape: 'circle', center: [0, 0], radius: 1 };
    return shape.shape === 'circle' ? circleBounds(shape.center, shape.radius) : ringBounds(shape.ring);
  });

  let t0 = performance.now();
  const where = new Map<string, string[] | undefined>();
  let inside = 0;
  for (const fix of fixes) {
    const found = placesOfRecord(places, org, fix, where.get(fix.imei));
    where.set(fix.imei, found);
    inside += found?.length ? 1 : 0;
  }
  const indexed = performance.now() - t0;

  const sample = fixes.slice(0, 20_000);
  t0 = performance.now();
  let scanned = 0;
  for (const fix of sample)
    for (const b of boxes)
      if (fix.lat >= b.minLat && fix.lat <= b.maxLat && fix.lng >= b.minLng && fix.lng <= b.maxLng) scanned += 1;
  const scan = performance.now() - t0;
  const indexedRate = fixes.length / indexed;
  const scanRate = sample.length / scan;
  process.stdout.write(
    `places: ${fixes.length.toLocaleString('en-US')} fixes of ${TRUCKS.toLocaleString('en-US')} trucks, ${PLACES.toLocaleString('en-US')} places (${inside} fixes inside one)\n` +
      `  grid index        ${perSecond(fixes.length, indexed)} positions/s\n` +
      `  scan every box    ${perSecond(sample.length, scan)} positions/s (${scanned} box hits)  index/scan ${(indexedRate / scanRate).toFixed(0)}x\n`,
  );

  const database = await freshDatabase();
  try {
    await migrate(database);
    await seedBase(database.db);
    const orgId = await orgIdByCode(database.db, BRAND_ORG_CODE);
    const run = async (withPlaces: boolean) => {
      const events: DetectedEvent[] = [];
      const detector = createEventDetector({
        db: database.db,
        log: pino({ level: 'silent' }),
        deviceOf: (imei) => ({ vehicleId: 1, imei, gpstype: 2, organizationId: orgId, label: imei }),
        ...(withPlaces
          ? { places: { of: (o: number) => (o === orgId ? places.of(org) : () => []), info: places.info } }
          : {}),
        onEvents: (found) => events.push(...found),
      });
      const start = performance.now();
      for (let i = 0; i < fixes.length; i += 500) await detector.handle(fixes.slice(i, i + 500));
      return { ms: performance.now() - start, events: events.length };
    };
    const without = await run(false);
    const withPlaces = await run(true);
    process.stdout.write(
      `  event detector    ${perSecond(fixes.length, withPlaces.ms)} positions/s with places (${withPlaces.events} events stored), ` +
        `${perSecond(fixes.length, without.ms)} without (${without.events}); ${(without.ms / withPlaces.ms).toFixed(2)} as fast (${database.kind}, batches of 500)\n`,
    );
  } finally {
    await database.close();
  }
}
