import { GPSTYPE } from '@armada/domain';
import { createRng, mixSeed } from '../fleet/prng.js';

const HARSH_SEED = 20_261_127;
/** Harsh events per hour of driving, by the driver's temperament (a truck's index picks one). */
const TEMPERS = [0.2, 1.5, 0.5, 3, 0.1] as const;
const SAMPLE_HOURS = 30 / 3600;

/** A harsh event as a Teltonika tracker reports it (AVL IO 253): 1 acceleration, 2 braking, 3 cornering. */
export type HarshKind = 1 | 2 | 3;

/**
 * The harsh events of a demo truck's drive samples (30 s apart), so the driver contest's scores
 * differ: each truck's driver keeps a temperament, events fall at random on moving samples at its
 * rate, and a sample's kind follows the speed (slower next: braking, faster: acceleration, else
 * cornering). Only Teltonika kits report them (the only family whose green-driving IO is decoded).
 * Deterministic: the same truck gets the same events.
 */
export function harshEventsOf(
  v: { index: number; gpstype: number },
  samples: readonly { speed: number; ign: 0 | 1 }[],
): (HarshKind | undefined)[] {
  if (v.gpstype !== GPSTYPE.teltonika) return samples.map(() => undefined);
  const rng = createRng(mixSeed(HARSH_SEED, v.index));
  const chance = (TEMPERS[v.index % TEMPERS.length] ?? 0) * SAMPLE_HOURS;
  return samples.map((s, i) => {
    if (s.ign !== 1 || s.speed <= 0 || rng.next() >= chance) return undefined;
    const next = samples[i + 1]?.speed ?? s.speed;
    return next < s.speed - 5 ? 2 : next > s.speed + 5 ? 1 : 3;
  });
}
