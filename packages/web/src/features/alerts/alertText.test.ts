import { describe, expect, it } from 'vitest';
import { translator } from '../../locales/translator';
import { alertText } from './alertText';
import type { AlertItem } from './alertItem';

const item = (type: string, data: Record<string, unknown>): AlertItem => ({
  key: 'k',
  time: 0,
  type,
  imei: '1',
  vehicle: 'B 9123 KXT',
  vehicleName: null,
  data,
  text: '',
});

describe('alertText', () => {
  it('says how long an ended condition lasted and its worst value, in each language', async () => {
    const ended = item('overspeed', { speed: 110, limit: 80, duration_s: 1815 });
    expect(alertText(ended, await translator('en-us', 'alerts'))).toBe(
      'B 9123 KXT drove above the 80 km/h limit for 30 min, up to 110 km/h',
    );
    expect(alertText(ended, await translator('id', 'alerts'))).toBe(
      'B 9123 KXT melaju di atas batas 80 km/jam selama 30 mnt, hingga 110 km/jam',
    );
    expect(alertText(ended, await translator('ja', 'alerts'))).toBe(
      'B 9123 KXT が制限速度 80 km/h を 30分 超過しました（最高 110 km/h）',
    );
    expect(
      alertText(item('vehicle_idle', { minutes: 10, duration_s: 4500 }), await translator('en-us', 'alerts')),
    ).toBe('B 9123 KXT idled for 1 h 15 min');
  });

  it('says what a condition going on, or an instant event, is', async () => {
    const t = await translator('en-us', 'alerts');
    expect(alertText(item('overspeed', { speed: 95, limit: 80 }), t)).toBe(
      'B 9123 KXT is driving at 95 km/h, above the speed limit',
    );
    expect(alertText(item('starterkill_on', { duration_s: 60 }), t)).toBe('B 9123 KXT: starter kill switched on');
  });

  it('names the place, and says whether a checkpoint was passed on time, in each language', async () => {
    const en = await translator('en-us', 'alerts');
    expect(alertText(item('in_geofence', { geofence_id: '7', geofence_name: 'Cakung depot' }), en)).toBe(
      'B 9123 KXT entered geofence Cakung depot',
    );
    const late = item('pass_checkpoint', {
      geofence_id: '9',
      geofence_name: 'Cikampek',
      target_time: '08:00',
      on_time: 0,
      late_minutes: 25,
    });
    expect(alertText(late, en)).toBe('B 9123 KXT passed checkpoint Cikampek 25 min late (target 08:00)');
    expect(alertText(late, await translator('id', 'alerts'))).toBe(
      'B 9123 KXT melewati titik periksa Cikampek terlambat 25 menit (target 08:00)',
    );
    const onTime = { ...late, data: { ...late.data, on_time: 1, late_minutes: 0 } };
    expect(alertText(onTime, await translator('ja', 'alerts'))).toBe(
      'B 9123 KXT がチェックポイント Cikampek を定刻どおり通過しました (目標 08:00)',
    );
  });
});
