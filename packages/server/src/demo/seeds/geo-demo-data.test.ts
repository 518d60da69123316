import { describe, expect, it } from 'vitest';
import { isClosedRing, shapeBounds, shapeContains, type LngLat } from '@armada/domain';
import { MARKER_TYPES, SITE_MARKER_TYPES, TARGET_TIME_PATTERN } from '@armada/domain';
import { planFleet, type DemoVehicle } from '../fleet/fleet-plan.js';
import { ROUTES } from '../simulator/routes.js';
import { seededState } from '../fleet/seed-fleet.js';
import { positionAlong } from '../simulator/route-math.js';
import { createTruck } from '../simulator/truck.js';
import { PUBLIC_STATIONS, OWN_TANKS } from './spbu-demo-data.js';
import { DEMO_GEO_GROUPS, DEMO_GEOFENCES } from './geo-demo-data.js';
import { storedShape } from './seed-geo.js';
import { shapeOf } from '../../modules/geo/vehicles-in-geo.js';

const NOW = Date.parse('2026-03-01T00:00:00Z');
/** Scenarios whose truck stands still: where the simulator (seed 1, the default) or the seed puts it. */
const STANDING = new Set(['off', 'idling', 'starter_kill', 'not_updated', 'inactive_silent']);

function standingAt(v: DemoVehicle): LngLat {
  const seeded = seededState(v, NOW);
  if (seeded) return [seeded.lng, seeded.lat];
  const truck = createTruck(v, 1, NOW);
  const at = positionAlong(truck.route, truck.travelled);
  return [at.lng, at.lat];
}

const shapes = DEMO_GEOFENCES.map((fence) => ({ fence, shape: shapeOf(storedShape(fence)) }));

describe('demo geofences', () => {
  it('are well formed: a known group, a closed ring or a positive radius, a box around the shape', () => {
    const groups = new Set(DEMO_GEO_GROUPS.map((g) => `${g.org}/${g.name}`));
    for (const { fence, shape } of shapes) {
      expect(groups.has(`${fence.org}/${fence.group}`), fence.name).toBe(true);
      expect(shape, fence.name).not.toBeNull();
      if (shape?.shape === 'polygon') expect(isClosedRing(shape.ring)).toBe(true);
      if (shape?.shape === 'circle') expect(shape.radius).toBeGreaterThan(0);
      expect(storedShape(fence).box).toEqual(shape && shapeBounds(shape));
    }
    const names = DEMO_GEOFENCES.map((f) => `${f.org}/${f.name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('hold standing demo trucks in their own organisation’s pools', () => {
    const standing = planFleet(60).filter((v) => STANDING.has(v.scenario));
    const inOwnPool = standing.filter((v) =>
      shapes.some(
        ({ fence, shape }) =>
          fence.type === 2 && fence.org === v.orgCode && shape && shapeContains(shape, standingAt(v)),
      ),
    );
    expect(inOwnPool.length).toBeGreaterThanOrEqual(8);
    const orgsWithPools = new Set(DEMO_GEOFENCES.filter((f) => f.type === 2).map((f) => f.org));
    for (const org of orgsWithPools) {
      const someInPool = inOwnPool.some((v) => v.orgCode === org);
      // CV Maju Jaya's first trucks all drive: its pools sit on their road and fill as they pass.
      if (org !== 'CUS-MAJU') expect(someInPool, org).toBe(true);
    }
  });
});

describe('demo places on the demo routes', () => {
  const fleet = planFleet(60);
  /** The waypoints of the routes its organisation's trucks drive: a shape holding one is passed by them. */
  const waypointsOf = (org: string): LngLat[] =>
    [...new Set(fleet.filter((v) => v.orgCode === org).map((v) => v.routeId))].flatMap((id) =>
      ROUTES[id].waypoints.map(([lat, lng]): LngLat => [lng, lat]),
    );
  const onRoute = (fence: (typeof shapes)[number]) =>
    waypointsOf(fence.fence.org).some((point) => fence.shape !== null && shapeContains(fence.shape, point));

  it("put every checkpoint on its organisation's routes, with a target time", () => {
    const checkpoints = shapes.filter(({ fence }) => fence.type === 3);
    expect(checkpoints.length).toBeGreaterThanOrEqual(10);
    for (const checkpoint of checkpoints) {
      expect(checkpoint.fence.targetTime, checkpoint.fence.name).toMatch(new RegExp(TARGET_TIME_PATTERN));
      expect(onRoute(checkpoint), checkpoint.fence.name).toBe(true);
    }
    expect(shapes.every(({ fence }) => fence.type === 3 || fence.targetTime === undefined)).toBe(true);
  });

  it('give each demo customer a geofence and a checkpoint its trucks drive through, and sites their markers', () => {
    for (const org of ['CUS-LOGNUS', 'CUS-SINAR', 'CUS-MAJU', 'CUS-TIMUR', 'EU4-OPS']) {
      const own = shapes.filter(({ fence }) => fence.org === org);
      expect(
        own.some((fence) => fence.fence.type === 1 && onRoute(fence)),
        org,
      ).toBe(true);
      expect(
        own.some((fence) => fence.fence.type === 3 && onRoute(fence)),
        org,
      ).toBe(true);
    }
    const sites = DEMO_GEOFENCES.filter((f) => f.type === 2);
    expect(sites.every((f) => (SITE_MARKER_TYPES as readonly string[]).includes(f.marker))).toBe(true);
    expect(new Set(sites.map((f) => f.marker)).size).toBeGreaterThanOrEqual(5);
    expect(DEMO_GEOFENCES.every((f) => (MARKER_TYPES as readonly string[]).includes(f.marker))).toBe(true);
  });
});

describe('demo gas stations', () => {
  it('lie on Java, with unique codes, names short enough to read and plausible prices', () => {
    expect(PUBLIC_STATIONS.length).toBeGreaterThanOrEqual(40);
    for (const [, name, alamat, lat, lon] of PUBLIC_STATIONS) {
      expect(lat, name).toBeGreaterThan(-8.9);
      expect(lat, name).toBeLessThan(-5.8);
      expect(lon, name).toBeGreaterThan(105);
      expect(lon, name).toBeLessThan(114.7);
      expect(alamat.length).toBeGreaterThan(10);
    }
    const codes = [...PUBLIC_STATIONS.map((s) => s[0]), ...OWN_TANKS.map((t) => t[1])];
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('put each own tank inside one of its organisation’s pools', () => {
    for (const [org, , name, , lat, lon] of OWN_TANKS) {
      const inPool = shapes.some(
        ({ fence, shape }) => fence.type === 2 && fence.org === org && shape && shapeContains(shape, [lon, lat]),
      );
      expect(inPool, name).toBe(true);
    }
  });
});
