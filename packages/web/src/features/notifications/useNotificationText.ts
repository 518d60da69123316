import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { datePattern, dateTimePattern, inDisplayZone } from '../../components/formatDate';
import type { NotificationRow } from '@armada/domain';
import { fromRow } from '../alerts/alertItem';
import { alertText } from '../alerts/alertText';
import { isActivityType } from '../alerts/alertTypes';
import { fileKeyOf, typeLabelKey } from './notificationView';

/** A YYYY-MM-DD date as the portal writes dates (DD MMM YYYY). */
const dayOf = (value: unknown) => (typeof value === 'string' && value ? dayjs(value).format(datePattern()) : '');

/** An instant to the second in the reader's zone, as the portal writes times. */
const atSecond = (value: unknown) =>
  typeof value === 'string' && value ? inDisplayZone(value).format(dateTimePattern(true)) : '';

type Translate = ReturnType<typeof useTranslation>['t'];

/** A tracker's far-off clock (administrators only): the record's time and when it came, in the reader's zone. */
export function clockOffText(row: NotificationRow, t: Translate): string {
  const { label, time, received } = row.data;
  return t('clock_off', { label, imei: row.imei, time: atSecond(time), received: atSecond(received) });
}

/** The info notifications written on an event (issue 14), in the reader's language from their data; null for others. */
function eventText(row: NotificationRow, t: Translate): string | null {
  const { data } = row;
  if (row.type === 'privacy_policy' && data.event === 'approved') return t('privacy_approved', { by: data.by });
  if (row.type === 'disclaimer' && data.event === 'accepted')
    return t('disclaimer_accepted', { vehicle: data.vehicle });
  if (row.type === 'reminders' && (data.reminder === 'stnk' || data.reminder === 'license'))
    return t(`reminder.${data.reminder}`, { vehicle: data.vehicle, date: dayOf(data.valid_until) });
  if (row.type === 'reminders' && data.reminder === 'subscription')
    return t('reminder.subscription', { vehicle: data.vehicle, plan: data.plan, date: dayOf(data.valid_until) });
  if (row.type === 'reminders' && data.reminder === 'driver_licence')
    return t('reminder.driver_licence', { driver: data.driver, date: dayOf(data.valid_until) });
  if (row.type === 'reminders' && data.reminder === 'service_due')
    return t('reminder.service_due', { vehicle: data.vehicle, km: data.driven_km, hours: data.engine_h });
  if (typeof data.booking_id === 'number') return bookingText(row, t);
  return null;
}

/** A service booking's step, from its type and data. */
function bookingText({ type, data }: NotificationRow, t: Translate): string {
  const values = { vehicle: data.vehicle, dealer: data.dealer, customer: data.customer, date: dayOf(data.date) };
  if (type === 'maintenance_approve' && data.event === 'date_accepted') return t('booking.date_accepted', values);
  if (type === 'service_update' && typeof data.event === 'string') {
    return t(`booking.${data.event}`, { ...values, previous: dayOf(data.previous) });
  }
  if (type === 'spare_part' || type === 'new_spare_part') {
    const state = typeof data.state === 'string' ? data.state : 'arrived';
    return t(`booking.part_${type === 'new_spare_part' ? 'arrived' : state}`, {
      ...values,
      part: data.part,
      quantity: data.quantity,
    });
  }
  if (type === 'service_cancellation') return t('booking.cancelled', values);
  if (type === 'maintenance_waiting') return t('booking.waiting', values);
  return t('booking.approved', values);
}

/** What a type label needs: an event report's row has it too. */
export type TypedRow = Pick<NotificationRow, 'type' | 'type_name'>;

export type NotificationWords = { label: (row: TypedRow) => string; text: (row: NotificationRow) => string };

/**
 * A row's type label and text in the user's language: activity rows as the alert feed writes them,
 * a download with its translated title, a refused tracker takeover or a tracker's clock from its data, a seeded
 * announcement from its name; announcements written by hand keep the text they were written in.
 */
export function useNotificationText(): NotificationWords {
  const { t } = useTranslation(['notifications', 'alerts']);
  const { t: alertT } = useTranslation(['alerts', 'maps']);
  return {
    label: (row) => t(typeLabelKey(row.type), { defaultValue: row.type_name }),
    text: (row) => {
      if (isActivityType(row.type)) return alertText(fromRow(row), alertT);
      if (row.type === 'tracker_takeover') {
        const { label, address, holder_address: holder } = row.data;
        return t('takeover_refused', { label, imei: row.imei, address, holder });
      }
      if (row.type === 'tracker_clock') return clockOffText(row, t);
      if (row.type === 'leasing_decision') {
        const { decision, chassis_number: chassis, contract_number: contract, remark } = row.data;
        return t(decision === 'approved' ? 'leasing_decision.approved' : 'leasing_decision.rejected', {
          chassis,
          contract,
          remark,
        });
      }
      const written = eventText(row, t);
      if (written !== null) return written;
      // A seeded announcement names its text; one written by hand keeps the words it was written in.
      const { announcement } = row.data;
      if (typeof announcement === 'string') return t(`announcements.${announcement}`, { defaultValue: row.text });
      if (row.type !== 'report_download') return row.text;
      const key = fileKeyOf(row);
      const title = key ? t(`files.${key}`, { defaultValue: row.text }) : row.text;
      const rows = typeof row.data.rows === 'number' ? row.data.rows : 0;
      return t('download.ready', { title, rows });
    },
  };
}
