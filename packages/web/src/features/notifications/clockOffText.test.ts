import { describe, expect, it } from 'vitest';
import type { NotificationRow } from '@armada/domain';
import { translator } from '../../locales/translator';
import { clockOffText } from './useNotificationText';
import { typeLabelKey } from './notificationView';

const row: NotificationRow = {
  id: 7,
  created_at: '2026-11-15T05:00:01.000Z',
  text: 'B 1234 XX (IMEI 352852119980001): a position dated …',
  type: 'tracker_clock',
  type_name: 'Tracker clock off',
  filter: 'info',
  imei: '352852119980001',
  vehicle_name: null,
  vehicle_number: null,
  link: null,
  expires_at: null,
  data: { label: 'B 1234 XX', time: '2027-03-01T00:00:00.000Z', received: '2026-11-15T05:00:00.000Z' },
  read: false,
};

describe('a tracker clock notification', () => {
  it('names the vehicle, the record time and the time it came, in the reader zone (WIB) and language', async () => {
    const en = await translator('en-us', 'notifications');
    expect(clockOffText(row, en)).toBe(
      "B 1234 XX (IMEI 352852119980001): a position dated 01 Mar 2027 07:00:00 was received at 15 Nov 2026 12:00:00; the tracker's clock is off.",
    );
    expect(en(typeLabelKey('tracker_clock'))).toBe('Tracker clock off');
    const id = await translator('id', 'notifications');
    expect(clockOffText(row, id)).toContain('B 1234 XX (IMEI 352852119980001): posisi bertanggal');
    expect(id(typeLabelKey('tracker_clock'))).toBe('Jam pelacak tidak tepat');
    const ja = await translator('ja', 'notifications');
    expect(clockOffText(row, ja)).toMatch(
      /^B 1234 XX（IMEI 352852119980001）：.* 07:00:00 付けの位置を .* 12:00:00 に受信/,
    );
    expect(ja(typeLabelKey('tracker_clock'))).toBe('トラッカーの時計のずれ');
  });
});
