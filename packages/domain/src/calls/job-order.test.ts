import { describe, expect, it } from 'vitest';
import { dutyCounts, isOnDutyState, JOB_ORDER_STATES, ON_DUTY_STATES } from './job-order.js';

describe('job order duty', () => {
  it('keeps a vehicle on duty while a job order is active, on going or being resolved', () => {
    const onDuty = JOB_ORDER_STATES.filter(isOnDutyState);
    expect(onDuty).toEqual(['active', 'on going', 'being resolved']);
    expect(onDuty).toEqual([...ON_DUTY_STATES]);
  });

  it('frees it once the job order is done or closed, and knows no other state', () => {
    for (const state of ['done', 'closed', 'on_going', 'ACTIVE', '']) expect(isOnDutyState(state)).toBe(false);
  });

  it('counts standby as the vehicles in scope that are not on duty', () => {
    expect(dutyCounts(10, 4)).toEqual({ on_duty: 4, standby: 6 });
    expect(dutyCounts(0, 0)).toEqual({ on_duty: 0, standby: 0 });
    expect(dutyCounts(3, 5)).toEqual({ on_duty: 3, standby: 0 });
    expect(dutyCounts(3, -1)).toEqual({ on_duty: 0, standby: 3 });
  });
});
