import type { DeviceFamily } from '@armada/domain';

/**
 * What each demo vehicle plays on the map. Together they cover every movement, health, sensor,
 * device and speed-band filter of the monitoring map (spec document 2 sections 3, 4 and 9).
 */
export const SCENARIOS = [
  'moving_1_30',
  'moving_31_80',
  'moving_81_100',
  'moving_over_100',
  'idling',
  'off',
  'not_updated',
  'no_data',
  'invalid_location',
  'inactive_sending',
  'inactive_silent',
  'door_open',
  'too_hot',
  'too_cold',
  'load_over_limit',
  'dismantled',
  'low_accu',
  'battery_backup',
  'poor_gsm',
  'towing',
  'overspeed',
  'starter_kill',
  'jamming',
  'normal',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** Vehicles the simulator never talks for: their state is seeded (or absent) and goes stale. */
export const SILENT_SCENARIOS: ReadonlySet<Scenario> = new Set(['not_updated', 'no_data', 'inactive_silent']);

/** The first vehicles of every fleet, one per scenario, on a family whose protocol carries what it needs. */
export const CORE_SCENARIOS: readonly { scenario: Scenario; family: DeviceFamily; reefer?: true }[] = [
  // A reefer in the first fleet, so its demo account's sensor report has a cargo temperature to show.
  { scenario: 'normal', family: 'teltonika', reefer: true },
  { scenario: 'moving_1_30', family: 'concox' },
  { scenario: 'moving_31_80', family: 'ruptela' },
  { scenario: 'moving_81_100', family: 'teltonika' },
  { scenario: 'moving_over_100', family: 'ruptela' },
  { scenario: 'idling', family: 'concox' },
  { scenario: 'off', family: 'teltonika' },
  { scenario: 'not_updated', family: 'ruptela' },
  { scenario: 'no_data', family: 'concox' },
  { scenario: 'invalid_location', family: 'teltonika' },
  { scenario: 'inactive_sending', family: 'ruptela' },
  { scenario: 'inactive_silent', family: 'concox' },
  // Door inputs travel only in Teltonika DIN2/DIN3 among the simulated packets.
  { scenario: 'door_open', family: 'teltonika' },
  { scenario: 'too_hot', family: 'teltonika' },
  { scenario: 'too_cold', family: 'ruptela' },
  // No family carries a load reading: its value is seeded into the latest state.
  { scenario: 'load_over_limit', family: 'teltonika' },
  { scenario: 'dismantled', family: 'ruptela' },
  { scenario: 'low_accu', family: 'teltonika' },
  { scenario: 'battery_backup', family: 'ruptela' },
  { scenario: 'poor_gsm', family: 'teltonika' },
  { scenario: 'towing', family: 'concox' },
  { scenario: 'overspeed', family: 'teltonika' },
  { scenario: 'starter_kill', family: 'teltonika' },
  { scenario: 'jamming', family: 'ruptela' },
  { scenario: 'moving_31_80', family: 'concox' },
  { scenario: 'invalid_location', family: 'concox' },
  { scenario: 'too_hot', family: 'ruptela' },
  { scenario: 'idling', family: 'ruptela' },
  { scenario: 'off', family: 'concox' },
];

/** Vehicles after the core mostly drive; a few stand, and a sprinkle repeat the rarer states. */
export const FILLER_WEIGHTS: readonly [Scenario, number][] = [
  ['normal', 30],
  ['moving_1_30', 10],
  ['moving_31_80', 20],
  ['moving_81_100', 8],
  ['moving_over_100', 2],
  ['idling', 8],
  ['off', 10],
  ['overspeed', 3],
  ['invalid_location', 1],
  ['low_accu', 1],
  ['poor_gsm', 1],
  ['not_updated', 1],
  ['door_open', 0.5],
  ['too_hot', 0.3],
  ['too_cold', 0.3],
  ['load_over_limit', 0.3],
  ['dismantled', 0.2],
  ['battery_backup', 0.2],
  ['towing', 0.2],
  ['starter_kill', 0.2],
  ['jamming', 0.1],
  ['inactive_sending', 0.3],
];

/** Scenarios needing a family that carries their readings (doors: Teltonika; temperatures, tamper, volts: not GT06 0x22). */
export function familyFits(scenario: Scenario, family: DeviceFamily): boolean {
  if (scenario === 'door_open' || scenario === 'starter_kill') return family === 'teltonika';
  const needsIo: readonly Scenario[] = ['too_hot', 'too_cold', 'dismantled', 'low_accu', 'battery_backup', 'jamming'];
  return family !== 'concox' || !needsIo.includes(scenario);
}
