import { planFleet, type DemoVehicle } from '../fleet/fleet-plan.js';
import { SILENT_SCENARIOS } from '../fleet/scenarios.js';
import { emptyStats, openLink, takeTurn, type LinkContext, type SimulatorStats } from './link.js';
import { createTruck, type Truck } from './truck.js';

export type SimulatorOptions = {
  host?: string;
  ports?: { teltonika: number; ruptela: number; gt06: number };
  /** Fleet size as seeded (DEMO_FLEET_SIZE); silent scenarios in it are not driven. */
  size?: number;
  /** Each truck sends one record per interval; at least 1000 ms (Ruptela and GT06 count whole seconds). */
  intervalMs?: number;
  /** Varies where trucks start and how they sway; the fleet itself depends on the size only. */
  seed?: number;
  /** New connections opened per scheduler tick, so a large fleet dials in over a few seconds. */
  connectsPerTick?: number;
  /** Drive these vehicles instead of the planned fleet (tests). */
  vehicles?: DemoVehicle[];
};

export type Simulator = { stop(): Promise<void>; stats(): SimulatorStats };

const TICK_MS = 50;
export const DEFAULT_SIMULATOR_PORTS = { teltonika: 5027, ruptela: 5046, gt06: 5023 } as const;

/**
 * Drives the demo fleet over TCP. One scheduler tick serves every truck: trucks take turns in a
 * fixed order, their turns spread evenly over the interval, so 20,000 trucks need no timer each.
 */
export function startSimulator(options: SimulatorOptions = {}): Simulator {
  const intervalMs = options.intervalMs ?? 10_000;
  if (!(intervalMs >= 1000)) throw new RangeError('intervalMs must be at least 1000');
  const ports = options.ports ?? DEFAULT_SIMULATOR_PORTS;
  const vehicles = options.vehicles ?? planFleet(options.size).filter((v) => !SILENT_SCENARIOS.has(v.scenario));
  const start = Date.now();
  const trucks = vehicles.map((v) => createTruck(v, options.seed ?? 1, start));
  const stats = emptyStats(trucks.length);
  let pending: Truck[] = [...trucks];
  let stopping = false;
  const ctx: LinkContext = {
    host: options.host ?? '127.0.0.1',
    portOf: ({ vehicle }) => (vehicle.family === 'concox' ? ports.gt06 : ports[vehicle.family]),
    stats,
    requeue: (truck) => pending.push(truck),
    stopping: () => stopping,
    now: () => Date.now(),
  };
  const connectsPerTick = options.connectsPerTick ?? 100;
  const turns = createTurnCursor(trucks.length, intervalMs, start);

  const tick = () => {
    const now = Date.now();
    pending = dial(pending, connectsPerTick, now, ctx);
    turns.due(now, (index) => {
      const truck = trucks[index];
      if (truck) takeTurn(truck, ctx, intervalMs);
    });
  };
  const timer = setInterval(tick, TICK_MS);

  return {
    stats: () => ({ ...stats }),
    async stop() {
      stopping = true;
      clearInterval(timer);
      const open = trucks.flatMap((t) => (t.link.socket ? [t.link.socket] : []));
      await Promise.all(
        open.map(
          (socket) =>
            new Promise<void>((resolve) => {
              socket.once('close', () => resolve());
              socket.destroy();
            }),
        ),
      );
    },
  };
}

/** Opens up to `budget` of the waiting connections whose retry time has come; gives back the rest. */
function dial(pending: Truck[], budget: number, now: number, ctx: LinkContext): Truck[] {
  const waiting: Truck[] = [];
  for (const truck of pending) {
    if (budget > 0 && truck.link.retryAt <= now) {
      budget -= 1;
      openLink(truck, ctx);
    } else waiting.push(truck);
  }
  return waiting;
}

/**
 * Truck i's turns fall at start + i·interval/n + k·interval. Calls `take` for every turn due by
 * `now`, in order; after a stall longer than an interval it skips ahead rather than burst.
 */
export function createTurnCursor(count: number, intervalMs: number, start: number) {
  let cursor = 0;
  let roundStart = start;
  const dueAt = () => roundStart + (cursor * intervalMs) / count;
  return {
    due(now: number, take: (index: number) => void): void {
      if (count === 0) return;
      if (now - dueAt() > intervalMs) roundStart += Math.floor((now - dueAt()) / intervalMs) * intervalMs;
      for (let served = 0; served < count && dueAt() <= now; served += 1) {
        take(cursor);
        cursor += 1;
        if (cursor === count) {
          cursor = 0;
          roundStart += intervalMs;
        }
      }
    },
  };
}
