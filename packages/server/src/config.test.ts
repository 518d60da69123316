import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('reads defaults, ports and event thresholds', () => {
    const config = loadConfig({ PORT: '9090', EVENT_SETTINGS: '{"overspeedKmh":90,"idleMinutes":15}' });
    expect(config.port).toBe(9090);
    expect(config.publicUrl).toBe('http://localhost:9090');
    expect(config.ingest).toEqual({ enabled: true, teltonika: 5027, ruptela: 5046, gt06: 5023 });
    expect(config.eventSettings).toEqual({ overspeedKmh: 90, idleMinutes: 15 });
  });

  it('refuses bad values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow("PORT must be a whole number, got 'eighty'");
    expect(() => loadConfig({ DEMO: 'maybe' })).toThrow('DEMO must be true or false');
    expect(() => loadConfig({ EVENT_SETTINGS: '{"overspeedKmh":"fast"}' })).toThrow('EVENT_SETTINGS.overspeedKmh');
    expect(() => loadConfig({ EVENT_SETTINGS: '{"checkpointIds":[]}' })).toThrow('EVENT_SETTINGS.checkpointIds');
  });
});
