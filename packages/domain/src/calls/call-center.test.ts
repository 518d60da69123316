import { describe, expect, it } from 'vitest';
import { canMoveIncident, INCIDENT_STATES, nextIncidentStates, startsToday } from './call-center.js';

describe('incident moves', () => {
  it('goes forward one step, back one step, and closes an open incident at once', () => {
    expect(canMoveIncident('open', 'assigned')).toBe(true);
    expect(canMoveIncident('assigned', 'in_progress')).toBe(true);
    expect(canMoveIncident('in_progress', 'resolved')).toBe(true);
    expect(canMoveIncident('resolved', 'closed')).toBe(true);
    expect(canMoveIncident('resolved', 'in_progress')).toBe(true);
    expect(canMoveIncident('assigned', 'open')).toBe(true);
    expect(canMoveIncident('open', 'closed')).toBe(true);
  });

  it('refuses skipping steps, staying put and leaving closed', () => {
    expect(canMoveIncident('open', 'in_progress')).toBe(false);
    expect(canMoveIncident('open', 'resolved')).toBe(false);
    expect(canMoveIncident('in_progress', 'closed')).toBe(false);
    for (const state of INCIDENT_STATES) {
      expect(canMoveIncident(state, state)).toBe(false);
      expect(canMoveIncident('closed', state)).toBe(false);
    }
    expect(nextIncidentStates('closed')).toEqual([]);
  });

  it('starts booked work only on its day', () => {
    expect(startsToday(null, '2026-11-27')).toBe(true);
    expect(startsToday('2026-11-27', '2026-11-27')).toBe(true);
    expect(startsToday('2026-11-28', '2026-11-27')).toBe(false);
  });
});
