import { describe, expect, it } from 'vitest';
import type { NotificationRow } from '@armada/domain';
import { actionOf, fileKeyOf, fileNameOf, tabOf, typeLabelKey } from './notificationView';

const NOW = Date.parse('2026-03-10T08:00:00.000Z');
const row = (change: Partial<NotificationRow>): NotificationRow => ({
  id: 1,
  created_at: '2026-03-09T08:00:00.000Z',
  text: 'Login logs',
  type: 'report_download',
  type_name: 'Report download',
  filter: 'info',
  imei: null,
  vehicle_name: null,
  vehicle_number: null,
  link: '/api/report/download/download_file?id=abc',
  expires_at: '2026-03-11T08:00:00.000Z',
  data: { file_name: 'login-logs.xlsx', rows: 3 },
  read: false,
  ...change,
});

describe('notification rows', () => {
  it('offers a download until its expiry (2 days after writing), then shows it expired', () => {
    expect(actionOf(row({}), NOW)).toEqual({ kind: 'download', link: row({}).link, expired: false });
    const expired = actionOf(row({ expires_at: '2026-03-10T07:59:59.000Z' }), NOW);
    expect(expired).toMatchObject({ kind: 'download', expired: true });
    expect(actionOf(row({ expires_at: '2026-03-10T08:00:00.000Z' }), NOW)).toMatchObject({ expired: true });
  });

  it('opens an activity row on the map and leaves an announcement without action', () => {
    const event = row({ type: 'overspeed', filter: 'activity', imei: '350000000000001', link: null, expires_at: null });
    expect(actionOf(event, NOW)).toEqual({ kind: 'map', imei: '350000000000001' });
    expect(actionOf(row({ type: 'info', link: null, expires_at: null }), NOW)).toEqual({ kind: 'none' });
    expect(actionOf(row({ type: 'overspeed', imei: null }), NOW)).toEqual({ kind: 'none' });
  });

  it("labels activity types with the alert feed's words and the others with ours", () => {
    expect(typeLabelKey('towing')).toBe('alerts:type.towing');
    expect(typeLabelKey('report_download')).toBe('notifications:type.report_download');
    expect(typeLabelKey('promo')).toBe('notifications:type.promo');
  });

  it('reads the tab, the offered file name and the file key', () => {
    expect(tabOf('activity')).toBe('activity');
    expect(tabOf('news')).toBe('info');
    expect(tabOf(undefined)).toBe('info');
    expect(fileNameOf('attachment; filename="login-logs.xlsx"', 'x.xlsx')).toBe('login-logs.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''daftar%20kendaraan.xlsx", 'x.xlsx')).toBe('daftar kendaraan.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
    expect(fileKeyOf(row({}))).toBe('login-logs');
    expect(fileKeyOf(row({ data: {} }))).toBeNull();
  });
});
