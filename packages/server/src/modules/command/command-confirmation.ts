import { ACTIVITY_TYPE_NAMES, type LiveVehicleEvent, type StarterKillAction } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { SUBJECTS, type Bus } from '../../live/bus.js';

export type Confirmation = {
  commandId: number;
  imei: string;
  organizationId: number;
  label: string;
  username: string;
  action: StarterKillAction;
  answer: string;
  at: Date;
};

/**
 * A starter kill the tracker answered becomes an activity notification of the vehicle's
 * organisation (starterkill_on / starterkill_off), saying who asked and what the tracker said, and
 * goes out on the bus like the events ingest detects.
 */
export async function storeConfirmation(db: Db, bus: Bus, c: Confirmation): Promise<void> {
  const type = c.action === 'on' ? 'starterkill_on' : 'starterkill_off';
  const detail = { username: c.username, answer: c.answer, command_id: c.commandId };
  await db.insert(notifications).values({
    organization_id: c.organizationId,
    filter: 'activity',
    type,
    type_name: ACTIVITY_TYPE_NAMES[type],
    text: `${c.label}: starter kill ${c.action}, sent by ${c.username}; the tracker answered "${c.answer}"`,
    imei: c.imei,
    data: { ...detail, time: c.at.getTime() },
    created_at: c.at,
  });
  const event: LiveVehicleEvent = {
    imei: c.imei,
    organization_id: c.organizationId,
    type,
    time: c.at.getTime(),
    detail,
    label: c.label,
  };
  bus.publish(SUBJECTS.vehicleEvent, event);
}
