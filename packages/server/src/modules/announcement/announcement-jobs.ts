import type { AppContext } from '../../context.js';
import { publishDueAnnouncements } from './announcement-publisher.js';
import { sendServiceReminders } from '../service/service-reminders.js';
import { sendExpiryReminders } from './expiry-reminders.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * Announcements due are told every minute; expiry and service reminders are looked for at start and
 * every hour (each is sent once per vehicle and date, or service cycle). Failures are logged, not thrown.
 */
export function startAnnouncementJobs(ctx: AppContext) {
  const teller = { db: ctx.database.db, bus: ctx.bus };
  const publish = () =>
    void publishDueAnnouncements(teller).catch((err: unknown) => ctx.log.error({ err }, 'announcements not published'));
  const remind = () => {
    void sendExpiryReminders(teller, ctx.config.reports.zone).catch((err: unknown) =>
      ctx.log.error({ err }, 'expiry reminders not sent'),
    );
    void sendServiceReminders(teller, ctx.config.reports.zone).catch((err: unknown) =>
      ctx.log.error({ err }, 'service reminders not sent'),
    );
  };
  publish();
  remind();
  const timers = [setInterval(publish, MINUTE_MS), setInterval(remind, HOUR_MS)];
  timers.forEach((timer) => timer.unref());
  return { stop: () => timers.forEach((timer) => clearInterval(timer)) };
}
