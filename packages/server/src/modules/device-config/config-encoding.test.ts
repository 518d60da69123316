import { describe, expect, it } from 'vitest';
import * as gt06 from '../../ingest/protocols/gt06/index.js';
import * as ruptela from '../../ingest/protocols/ruptela/index.js';
import { encodeConfig, gt06ConfigTexts, ruptelaConfigText, teltonikaConfigText } from './config-encoding.js';

describe('configuration in each tracker family’s command language', () => {
  const full = { apn: 'internet', host: 'gps.example.com', port: 5027, report_interval: 30 };

  it('writes Teltonika setparam, Concox text commands and Ruptela setconnection', () => {
    expect(teltonikaConfigText(full)).toBe('setparam 2001:internet;2004:gps.example.com;2005:5027;10050:30');
    expect(gt06ConfigTexts(full)).toEqual(['APN,internet#', 'SERVER,1,gps.example.com,5027,0#', 'TIMER,30#']);
    expect(gt06ConfigTexts({ host: '10.0.0.1', port: 80 })).toEqual(['SERVER,0,10.0.0.1,80,0#']);
    expect(ruptelaConfigText({ apn: 'internet', host: '10.0.0.1', port: 80 })).toBe(
      'setconnection internet,,,10.0.0.1,80,0',
    );
  });

  it('sends GT06 settings as consecutive 0x80 packets awaiting one answer each', () => {
    const encoded = encodeConfig('gt06', full, 7);
    const packets = [
      gt06.encodeCommand('APN,internet#', 7, 7),
      gt06.encodeCommand('SERVER,1,gps.example.com,5027,0#', 8, 8),
      gt06.encodeCommand('TIMER,30#', 9, 9),
    ];
    expect(encoded?.answers).toBe(3);
    expect(encoded?.bytes.equals(Buffer.concat(packets))).toBe(true);
    const ruptelaConfig = encodeConfig('ruptela', { apn: 'internet', host: '10.0.0.1', port: 80 }, 1);
    expect(
      ruptelaConfig?.bytes.equals(
        ruptela.encodeCommand({ kind: 'sms', text: 'setconnection internet,,,10.0.0.1,80,0' }, ''),
      ),
    ).toBe(true);
  });

  it('has no command for what a family cannot set, and none for an unknown family', () => {
    expect(encodeConfig('ruptela', { report_interval: 60 }, 1)).toBeNull();
    expect(encodeConfig('ruptela', { apn: 'internet' }, 1)).toBeNull();
    expect(encodeConfig('gt06', {}, 1)).toBeNull();
    expect(encodeConfig('meitrack', full, 1)).toBeNull();
  });

  it('refuses, even past the contract, any value that would carry a separator', () => {
    for (const family of ['teltonika', 'gt06', 'ruptela']) {
      expect(encodeConfig(family, { ...full, apn: 'internet;2004:evil.com' }, 1)).toBeNull();
      expect(encodeConfig(family, { ...full, apn: 'a#TIMER,1' }, 1)).toBeNull();
      expect(encodeConfig(family, { ...full, host: 'evil.com,80,0#APN' }, 1)).toBeNull();
      expect(encodeConfig(family, { ...full, host: 'a b' }, 1)).toBeNull();
      expect(encodeConfig(family, { ...full, port: 1.5 }, 1)).toBeNull();
      expect(encodeConfig(family, { ...full, report_interval: -1 }, 1)).toBeNull();
    }
  });
});
