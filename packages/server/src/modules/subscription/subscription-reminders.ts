import { sql } from 'drizzle-orm';
import { SUBSCRIPTION_GRACE_DAYS, SUBSCRIPTION_REMINDER_DAYS } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { queryRows, type Db } from '../../db/client.js';
import { adminsOf, tellUsers, type Teller } from '../announcement/info-notifications.js';

const HOUR_MS = 3_600_000;

type Ending = {
  vehicle_id: number;
  organization_id: number;
  imei: string;
  label: string;
  plan_code: string;
  ends_at: Date | string;
};

/**
 * `reminders`: a vehicle subscription ending within SUBSCRIPTION_REMINDER_DAYS days is told to the active
 * administrators of the vehicle's organisation, with what stops after the grace period; once per vehicle
 * and end date (the claim is recorded in the same transaction as the notifications). Answers how many
 * notifications were written.
 */
export async function sendSubscriptionReminders(teller: Teller, now = Date.now()): Promise<number> {
  const due = await queryRows<Ending>(
    teller.db,
    sql`SELECT s.vehicle_id, v.organization_id, v.imei, coalesce(v.vehicle_number, v.vehicle_name) AS label,
        p.code AS plan_code, s.ends_at
      FROM vehicle_subscriptions s JOIN vehicles v ON v.id = s.vehicle_id JOIN subscription_plans p ON p.id = s.plan_id
      WHERE s.ends_at > ${new Date(now).toISOString()}
        AND s.ends_at <= ${new Date(now + SUBSCRIPTION_REMINDER_DAYS * 86_400_000).toISOString()}`,
  );
  let total = 0;
  for (const row of due) {
    const endsAt = new Date(row.ends_at).toISOString();
    total += await teller.db.transaction(async (tx: Db) => {
      const claimed = await queryRows<{ vehicle_id: number }>(
        tx,
        sql`INSERT INTO subscription_reminders (vehicle_id, ends_at) VALUES (${row.vehicle_id}, ${endsAt})
          ON CONFLICT DO NOTHING RETURNING vehicle_id`,
      );
      if (claimed.length === 0) return 0;
      const day = endsAt.slice(0, 10);
      return tellUsers({ db: tx, bus: teller.bus }, await adminsOf(tx, [row.organization_id]), {
        type: 'reminders',
        type_name: 'Reminder',
        text: `The ${row.plan_code} subscription of ${row.label} ends on ${day}; ${SUBSCRIPTION_GRACE_DAYS} days later history and reports stop until it is renewed (the live map stays)`,
        imei: row.imei,
        data: { reminder: 'subscription', vehicle: row.label, plan: row.plan_code, valid_until: day },
      });
    });
  }
  return total;
}

/** Looks for subscriptions ending at start and every hour; failures are logged, not thrown. */
export function startSubscriptionJobs(ctx: AppContext) {
  const teller = { db: ctx.database.db, bus: ctx.bus };
  const remind = () =>
    void sendSubscriptionReminders(teller).catch((err: unknown) =>
      ctx.log.error({ err }, 'subscription reminders not sent'),
    );
  remind();
  const timer = setInterval(remind, HOUR_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
