import { describe, expect, it } from 'vitest';
import { ROUTES, type NotificationRow } from '@armada/domain';
import {
  actionOf,
  announcementBodyOf,
  DRIVERS_PATH,
  SERVICE_BOOKINGS_PATH,
  fileKeyOf,
  fileNameOf,
  tabOf,
  typeLabelKey,
  VEHICLE_DETAIL_PATH,
} from './notificationView';

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

const allowAll = () => true;

describe('notification rows', () => {
  it('offers a download until its expiry (2 days after writing), then shows it expired', () => {
    expect(actionOf(row({}), NOW)).toEqual({ kind: 'download', link: row({}).link, expired: false });
    const expired = actionOf(row({ expires_at: '2026-03-10T07:59:59.000Z' }), NOW);
    expect(expired).toMatchObject({ kind: 'download', expired: true });
    expect(actionOf(row({ expires_at: '2026-03-10T08:00:00.000Z' }), NOW)).toMatchObject({ expired: true });
  });

  it('opens an activity row on the map, and only an activity row', () => {
    const event = row({ type: 'overspeed', filter: 'activity', imei: '350000000000001', link: null, expires_at: null });
    expect(actionOf(event, NOW)).toEqual({ kind: 'map', imei: '350000000000001' });
    expect(actionOf(row({ type: 'overspeed', imei: null }), NOW)).toEqual({ kind: 'none' });
    // A reminder carries an IMEI too, but it is not an event on the map.
    const reminder = row({ type: 'reminders', imei: '350000000000001', link: null, expires_at: null, data: {} });
    expect(actionOf(reminder, NOW, allowAll).kind).not.toBe('map');
  });

  it('reads an announcement (info or promo) from its id, and leaves other info rows without action', () => {
    const told = (type: string, data: NotificationRow['data']) =>
      row({ type, filter: type === 'promo' ? 'promo' : 'info', link: '/announcement?id=7', expires_at: null, data });
    expect(actionOf(told('info', { announcement_id: 7, body: 'Closed **Friday**' }), NOW)).toEqual({
      kind: 'announcement',
      id: 7,
    });
    expect(actionOf(told('promo', { announcement_id: 8, body: '' }), NOW)).toEqual({ kind: 'announcement', id: 8 });
    // A seeded announcement names its text, not an announcement; an id must be a number.
    expect(actionOf(told('info', { announcement: 'portal_upgrade' }), NOW)).toEqual({ kind: 'none' });
    expect(actionOf(told('info', { announcement_id: '7' }), NOW)).toEqual({ kind: 'none' });
    expect(announcementBodyOf(told('info', { announcement_id: 7, body: 'Closed **Friday**' }))).toBe(
      'Closed **Friday**',
    );
    expect(announcementBodyOf(told('info', { announcement_id: 7 }))).toBe('');
  });

  it("opens a reminder's vehicle, or the driver a licence reminder names, when the viewer may", () => {
    const reminder = (data: NotificationRow['data'], imei: string | null = '350000000000001') =>
      row({ type: 'reminders', imei, link: null, expires_at: null, data });
    const stnk = reminder({ reminder: 'stnk', vehicle: 'B 1234 XY', valid_until: '2026-03-20' });
    expect(actionOf(stnk, NOW, allowAll)).toEqual({ kind: 'vehicle', imei: '350000000000001' });
    const licence = reminder({ reminder: 'license', vehicle: 'B 1234 XY', valid_until: '2026-03-20' });
    expect(actionOf(licence, NOW, allowAll)).toEqual({ kind: 'vehicle', imei: '350000000000001' });
    const named = reminder({ reminder: 'driver_licence', driver: 'Budi Santoso', driver_id: 7 });
    expect(actionOf(named, NOW, allowAll)).toEqual({ kind: 'driver', name: 'Budi Santoso' });
    expect(actionOf(reminder({ reminder: 'stnk' }, null), NOW, allowAll)).toEqual({ kind: 'none' });
  });

  it('opens the service booking a step is about, when the viewer may open bookings', () => {
    const step = row({
      type: 'service_update',
      link: '/service-bookings?id=4',
      expires_at: null,
      data: { booking_id: 4 },
    });
    expect(actionOf(step, NOW, allowAll)).toEqual({ kind: 'booking', id: 4 });
    expect(actionOf(step, NOW, (path) => path !== SERVICE_BOOKINGS_PATH)).toEqual({ kind: 'none' });
    expect(
      actionOf(row({ type: 'spare_part', link: null, expires_at: null, data: { booking_id: '4' } }), NOW, allowAll),
    ).toEqual({
      kind: 'none',
    });
  });

  it('leaves a reminder without action when its screen is refused to the viewer', () => {
    const reminder = (data: NotificationRow['data']) =>
      row({ type: 'reminders', imei: '350000000000001', link: null, expires_at: null, data });
    const stnk = reminder({ reminder: 'stnk' });
    const named = reminder({ reminder: 'driver_licence', driver: 'Budi Santoso' });
    const onlyDrivers = (path: string) => path === DRIVERS_PATH;
    const onlyVehicles = (path: string) => path === VEHICLE_DETAIL_PATH;
    expect(actionOf(stnk, NOW, onlyDrivers)).toEqual({ kind: 'none' });
    expect(actionOf(stnk, NOW, onlyVehicles)).toMatchObject({ kind: 'vehicle' });
    expect(actionOf(named, NOW, onlyVehicles)).toEqual({ kind: 'none' });
    expect(actionOf(named, NOW, onlyDrivers)).toMatchObject({ kind: 'driver' });
    // Without a route check nothing is opened.
    expect(actionOf(stnk, NOW)).toEqual({ kind: 'none' });
    // The screens are the router's, guarded by the permissions of their lists.
    const guardOf = (path: string) => ROUTES.find((route) => route.path === path)?.guard.permission;
    expect(guardOf(VEHICLE_DETAIL_PATH)).toBe('list_vehicle');
    expect(guardOf(DRIVERS_PATH)).toBe('list_driver');
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
