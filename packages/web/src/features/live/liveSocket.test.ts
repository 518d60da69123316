import { describe, expect, it } from 'vitest';
import { backoffDelay, isSessionEnd, liveUrl, parseLiveFrame } from './liveSocket';

describe('live socket helpers', () => {
  it('backs off from 1 s doubling up to 30 s', () => {
    expect([0, 1, 2, 10].map(backoffDelay)).toEqual([1000, 2000, 4000, 30_000]);
  });

  it('uses wss on https', () => {
    expect(liveUrl({ protocol: 'https:', host: 'a.example' })).toBe('wss://a.example/live');
    expect(liveUrl({ protocol: 'http:', host: 'localhost:8095' })).toBe('ws://localhost:8095/live');
  });

  it('treats 4401 and 4403 as the end of the session', () => {
    expect([4401, 4403, 1006].map(isSessionEnd)).toEqual([true, true, false]);
  });

  it('accepts only known message types', () => {
    expect(parseLiveFrame('{"type":"ready","data":{}}').map((m) => m.type)).toEqual(['ready']);
    expect(
      parseLiveFrame('[{"type":"vehicle","data":{}},{"type":"other"},7,{"type":"status","data":{}}]').map(
        (m) => m.type,
      ),
    ).toEqual(['vehicle', 'status']);
    expect(parseLiveFrame('{"type":"other"}')).toEqual([]);
    expect(parseLiveFrame('not json')).toEqual([]);
    expect(parseLiveFrame(new ArrayBuffer(2))).toEqual([]);
  });
});
