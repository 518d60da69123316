import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications, users } from '../../db/schema.js';
import { downloads } from '../../jobs/download-tables.js';
import { DOWNLOAD_FILE_PATH } from '../../jobs/download-service.js';

const DAY_MS = 86_400_000;
/** A download id (32 hex digits, as the file route takes) that no real download will draw. */
const EXPIRED_DOWNLOAD_ID = '0000000000000000000000000000de01';

type Seeded = Omit<typeof notifications.$inferInsert, 'data'> & { key: string; data?: Record<string, unknown> };

/**
 * Announcements for everyone: the info and promo tabs are not empty in the demo. Each names its
 * text (data.announcement) so the web shows it in the reader's language; `text` is the English one.
 */
const ANNOUNCEMENTS: readonly Seeded[] = [
  {
    key: 'portal-upgrade',
    filter: 'info',
    type: 'info',
    type_name: 'Info',
    text: 'The portal will be briefly unavailable on Sunday 02:00-04:00 WIB for an upgrade.',
    data: { announcement: 'portal_upgrade' },
  },
  {
    key: 'version-2',
    filter: 'info',
    type: 'service_update',
    type_name: 'Service update',
    text: 'Version 2.0: live map, alert feed and this notification centre.',
    data: { announcement: 'version_2' },
  },
  {
    key: 'privacy-2026',
    filter: 'info',
    type: 'privacy_policy',
    type_name: 'Privacy policy',
    text: 'Our privacy policy was updated; the new text is on the Privacy Policy page.',
    data: { announcement: 'privacy_2026' },
  },
  {
    key: 'oil-promo',
    filter: 'promo',
    type: 'promo',
    type_name: 'Promo',
    text: '10% off periodic service at authorised dealers until the end of the month.',
    data: { announcement: 'service_promo' },
  },
];

/**
 * The demo notifications: a few announcements, and for the demo administrator a vehicle-list download
 * past its 2 days (the centre shows it greyed, 'Date Expired'). Rows carry their seed key in `data`,
 * so running again adds nothing.
 */
export async function seedNotifications(db: Db, now = Date.now()): Promise<number> {
  const present = await db
    .select({ key: sql<string>`${notifications.data}->>'seed_key'` })
    .from(notifications)
    .where(sql`${notifications.data} ->> 'seed_key' IS NOT NULL`);
  const done = new Set(present.map((row) => row.key));
  const wanted = [...ANNOUNCEMENTS, ...(await expiredDownload(db, now))];
  const rows = wanted
    .filter((row) => !done.has(row.key))
    .map(({ key, data, ...row }, i) => ({
      created_at: new Date(now - (i + 1) * DAY_MS),
      ...row,
      data: { ...data, seed_key: key },
    }));
  if (rows.length > 0) await db.insert(notifications).values(rows);
  return rows.length;
}

async function expiredDownload(db: Db, now: number): Promise<Seeded[]> {
  const admin = (await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin')))[0];
  if (!admin) return [];
  const created = new Date(now - 3 * DAY_MS);
  const expires = new Date(now - DAY_MS);
  await db
    .insert(downloads)
    .values({
      id: EXPIRED_DOWNLOAD_ID,
      user_id: admin.id,
      title: 'Vehicle list',
      file_name: 'vehicle-list.xlsx',
      status: 'expired',
      rows: 42,
      created_at: created,
      expires_at: expires,
    })
    .onConflictDoNothing();
  return [
    {
      key: 'admin-expired-download',
      user_id: admin.id,
      filter: 'info',
      type: 'report_download',
      type_name: 'Report download',
      text: 'Vehicle list',
      link: `${DOWNLOAD_FILE_PATH}?id=${EXPIRED_DOWNLOAD_ID}`,
      data: { download_id: EXPIRED_DOWNLOAD_ID, rows: 42, file_name: 'vehicle-list.xlsx' },
      created_at: created,
      expires_at: expires,
    },
  ];
}
