import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { SENSOR_TYPES } from '../telemetry/sensors.js';
import { FITTED_SENSOR_TYPES, SENSOR_TYPE_ID, sensorProblem, VehicleSensorAddBody } from './vehicle-sensor.js';

const body = {
  vehicle_id: 4,
  type_sensor: 'temperature',
  code_sensor: 'TEMP-2',
  source: 'temp.1',
  upper_limit: 8,
  lower_limit: -20,
};

describe('vehicle sensor rules', () => {
  it('numbers the types in the order of the spec options, all_sensor being 0', () => {
    for (const type of FITTED_SENSOR_TYPES) expect(SENSOR_TYPE_ID[type]).toBe(SENSOR_TYPES.indexOf(type));
  });

  it('checks the body shape', () => {
    expect(Value.Check(VehicleSensorAddBody, body)).toBe(true);
    expect(Value.Check(VehicleSensorAddBody, { ...body, type_sensor: 'all_sensor' })).toBe(false);
    expect(Value.Check(VehicleSensorAddBody, { ...body, code_sensor: ' x' })).toBe(false);
    expect(Value.Check(VehicleSensorAddBody, { ...body, source: 'props.speed' })).toBe(false);
  });

  it('holds a source, a normal position and limits together', () => {
    expect(
      sensorProblem({ type_sensor: 'temperature', source: 'temp.1', upper_limit: 8, lower_limit: -20 }),
    ).toBeNull();
    expect(sensorProblem({ type_sensor: 'door', source: 'temp.0' })).toBe('sensor_source_mismatch');
    expect(sensorProblem({ type_sensor: 'door', source: 'door2', normal: 1 })).toBeNull();
    expect(sensorProblem({ type_sensor: 'dismantle', source: 'dismantle', normal: 3 })).toBe('sensor_normal_invalid');
    expect(sensorProblem({ type_sensor: 'load', source: 'load', upper_limit: 10, lower_limit: 10 })).toBe(
      'sensor_limits_invalid',
    );
    expect(sensorProblem({ type_sensor: 'load', source: 'load', upper_limit: 10, lower_limit: null })).toBeNull();
  });
});
