import { describe, expect, it } from 'vitest';
import { deriveHealth, motionOf as movementOf, speedBandOf } from '@armada/domain';
import { planFleet } from '../fleet/fleet-plan.js';
import type { Scenario } from '../fleet/scenarios.js';
import { motionOf, propertiesOf } from './behaviour.js';

const samples = Array.from({ length: 400 }, (_, i) => i * 7.3);
const speeds = (scenario: Scenario) => samples.map((s) => motionOf(scenario, s, 0.37).speed);

describe('scenario behaviour', () => {
  it('keeps each moving scenario inside its speed band', () => {
    expect(new Set(speeds('moving_1_30').map(speedBandOf))).toEqual(new Set(['1_30']));
    expect(new Set(speeds('moving_31_80').map(speedBandOf))).toEqual(new Set(['31_80']));
    expect(new Set(speeds('moving_81_100').map(speedBandOf))).toEqual(new Set(['81_100']));
    expect(new Set(speeds('moving_over_100').map(speedBandOf))).toEqual(new Set(['over_100']));
  });

  it('crosses the overspeed limit both ways and tows with the ignition off', () => {
    const overspeed = speeds('overspeed');
    expect(Math.max(...overspeed)).toBeGreaterThan(80);
    expect(Math.min(...overspeed)).toBeLessThan(80);
    const towing = motionOf('towing', 10, 0);
    expect(towing.ign).toBe(0);
    expect(towing.speed).toBeGreaterThan(10);
  });

  it('gives idling, off and moving as the map derives them', () => {
    const movement = (scenario: Scenario) => {
      const m = motionOf(scenario, 100, 0);
      return movementOf(m.speed, m.ign);
    };
    expect(movement('idling')).toBe('idling');
    expect(movement('off')).toBe('off');
    expect(movement('normal')).toBe('moving');
  });

  it('makes each health scenario abnormal for its own reason and a normal truck normal', () => {
    const fleet = planFleet(60);
    const health = (scenario: Scenario) => {
      const v = fleet.find((x) => x.scenario === scenario);
      if (!v) throw new Error(scenario);
      const props = propertiesOf(v, motionOf(scenario, 100, 0), 100, 0);
      const sat = props.gps === 0 ? 0 : 10;
      return deriveHealth({ time: 0, properties: props, sat, gpstype: v.gpstype }, { now: 0 }).abnormal_type;
    };
    expect(health('normal')).toEqual([]);
    expect(health('low_accu')).toContain('accu_low');
    expect(health('poor_gsm')).toContain('gsm_poor');
    expect(health('invalid_location')).toContain('no_gps');
    expect(health('dismantled')).toContain('dismantled');
    expect(health('jamming')).toContain('jamming');
    const battery = fleet.find((x) => x.scenario === 'battery_backup');
    expect(battery && propertiesOf(battery, motionOf('battery_backup', 0, 0), 0, 0)).toMatchObject({
      accu: 0,
      gps_batt: 3.9,
    });
  });
});
