import type { LiveUserNotification, NotificationRow } from '@armada/domain';
import type { Bus } from './bus.js';
import { SUBJECTS } from './bus.js';
import type { notifications } from '../db/schema.js';

type Stored = typeof notifications.$inferSelect;

/** A stored notification of one user as the list answers it (no vehicle: user notifications are files). */
export function userNotificationRow(row: Stored): NotificationRow {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    text: row.text,
    type: row.type,
    type_name: row.type_name,
    filter: row.filter,
    imei: row.imei,
    vehicle_name: null,
    vehicle_number: null,
    link: row.link,
    expires_at: row.expires_at?.toISOString() ?? null,
    data: row.data,
    read: false,
  };
}

/** Tells the user's open sockets, on whichever gateway node, about a notification just written for them. */
export function pushToUser(bus: Bus, row: Stored): void {
  if (row.user_id === null) return;
  const payload: LiveUserNotification = { user_id: row.user_id, notification: userNotificationRow(row) };
  bus.publish(SUBJECTS.userNotification, payload);
}
