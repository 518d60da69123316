import { describe, expect, it } from 'vitest';
import { DEVICE_FAMILIES } from '@armada/domain';
import { DEFAULT_FLEET_SIZE, FLEET_ORGS, planFleet, planVehicle } from './fleet-plan.js';
import { CORE_SCENARIOS, SCENARIOS, familyFits } from './scenarios.js';

describe('demo fleet plan', () => {
  const fleet = planFleet(DEFAULT_FLEET_SIZE);

  it('plays every scenario on every family in the default fleet', () => {
    expect(new Set(fleet.map((v) => v.scenario))).toEqual(new Set(SCENARIOS));
    expect(new Set(fleet.map((v) => v.family))).toEqual(new Set(DEVICE_FAMILIES));
    expect(new Set(fleet.map((v) => v.gpstype))).toEqual(new Set([1, 2, 3]));
    expect(CORE_SCENARIOS.length).toBeLessThanOrEqual(DEFAULT_FLEET_SIZE);
  });

  it('covers the registration side of the filters: euro, device status, activation, leasing, organisations', () => {
    expect(new Set(fleet.map((v) => v.euro_std))).toEqual(new Set(['euro2', 'euro4']));
    expect(new Set(fleet.map((v) => v.device_status))).toEqual(new Set(['active', 'inactive']));
    expect(new Set(fleet.map((v) => v.activation_status))).toContain('1');
    expect(new Set(fleet.map((v) => v.orgCode))).toEqual(new Set(FLEET_ORGS));
    expect(fleet.some((v) => v.leased && v.orgCode.startsWith('CUS-'))).toBe(true);
    expect(fleet.filter((v) => v.orgCode === 'EU4-OPS').every((v) => v.euro_std === 'euro4')).toBe(true);
  });

  it('gives sensors to the sensor scenarios and a family that carries their readings to every vehicle', () => {
    const sources = (scenario: string) => fleet.filter((v) => v.scenario === scenario).flatMap((v) => v.sensors);
    expect(sources('door_open').map((s) => s.source)).toContain('door1');
    expect(sources('too_hot').map((s) => s.source)).toContain('temp.0');
    expect(sources('load_over_limit').map((s) => s.source)).toContain('load');
    expect(sources('dismantled').map((s) => s.source)).toContain('dismantle');
    for (const v of planFleet(2000)) expect(familyFits(v.scenario, v.family)).toBe(true);
    expect(fleet.filter((v) => v.reefer).every((v) => v.family !== 'concox')).toBe(true);
  });

  it('is deterministic, unique and stable when the fleet grows', () => {
    const big = planFleet(5000);
    expect(big.slice(0, DEFAULT_FLEET_SIZE)).toEqual(fleet);
    expect(planVehicle(1234)).toEqual(big[1234]);
    expect(new Set(big.map((v) => v.imei)).size).toBe(big.length);
    expect(new Set(big.map((v) => v.chassis_number)).size).toBe(big.length);
    for (const v of big.slice(0, 200)) {
      expect(v.imei).toMatch(/^\d{15}$/);
      expect(v.chassis_number).toHaveLength(17);
      expect(v.vehicle_number).toMatch(/^[A-Z]{1,2} \d{1,4} [A-Z]{1,3}$/);
    }
  });
});
