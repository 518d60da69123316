import { inArray, sql } from 'drizzle-orm';
import { REALM_ID } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { orgIdByCode } from '../../db/seed-base.js';
import { announcements } from '../../modules/announcement/announcement-tables.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The demo's announcements, around the time of seeding: one live for every customer (from the brand),
 * a live promo for everyone, and one of Dealer Jakarta Timur scheduled for its customers in three days.
 * The publishing job tells their audiences when the server starts. Seeded once, by title.
 */
export async function seedAnnouncements(db: Db, now = Date.now()): Promise<number> {
  const brand = await orgIdByCode(db, 'ARMADA-HQ');
  const dealer = await orgIdByCode(db, 'DLR-JKT');
  const wanted = [
    {
      organization_id: brand,
      reach_all: true,
      title: 'Portal maintenance on Sunday night',
      body: 'The portal is **unavailable on Sunday from 02:00 to 04:00 WIB** for an upgrade.\nTrackers keep recording; their positions appear once the portal is back.',
      realm_ids: [REALM_ID.customer],
      publish_at: new Date(now - HOUR_MS),
      end_at: new Date(now + 14 * DAY_MS),
      promo: false,
    },
    {
      organization_id: brand,
      reach_all: true,
      title: '20% off fuel sensors until the end of the month',
      body: 'Fit a fuel sensor to any truck and see refuels and drains on the *Fuel* page. Ask your dealer.',
      realm_ids: [],
      publish_at: new Date(now - 2 * HOUR_MS),
      end_at: new Date(now + 30 * DAY_MS),
      promo: true,
    },
    {
      organization_id: dealer,
      reach_all: false,
      title: 'Free service check at Dealer Jakarta Timur',
      body: 'Bring your truck to Jl. Raya Bekasi KM 21 for a free 20-point check, Monday to Saturday.',
      realm_ids: [],
      publish_at: new Date(now + 3 * DAY_MS),
      end_at: new Date(now + 10 * DAY_MS),
      promo: false,
    },
  ];
  const present = await db
    .select({ title: announcements.title })
    .from(announcements)
    .where(
      inArray(
        announcements.title,
        wanted.map((row) => row.title),
      ),
    );
  const have = new Set(present.map((row) => row.title));
  const rows = wanted.filter((row) => !have.has(row.title));
  if (rows.length > 0) await db.insert(announcements).values(rows);
  return rows.length;
}

/**
 * A few trucks of PT Logistik Nusantara and CV Maju Jaya whose STNK (and one driver licence) ends
 * within the reminder window, so the reminder job has something to tell at start (left alone while
 * already in the window, so a restart does not move the dates and remind again).
 */
export async function seedExpiringPapers(db: Db, now = Date.now()): Promise<void> {
  const day = (days: number) => new Date(now + days * DAY_MS).toISOString().slice(0, 10);
  await db.execute(sql`
    UPDATE vehicles v SET stnk_valid_until = (${day(10)}::date + (picked.n * 5)::int)
    FROM (SELECT id, row_number() OVER (PARTITION BY organization_id ORDER BY id) - 1 AS n FROM vehicles
          WHERE organization_id IN (SELECT id FROM organizations WHERE code IN ('CUS-LOGNUS', 'CUS-MAJU'))) picked
    WHERE v.id = picked.id AND picked.n < 2
      AND (v.stnk_valid_until IS NULL OR v.stnk_valid_until NOT BETWEEN ${day(0)}::date AND ${day(30)}::date)`);
  await db.execute(sql`
    UPDATE vehicles SET license_valid_until = ${day(20)}::date
    WHERE (license_valid_until IS NULL OR license_valid_until NOT BETWEEN ${day(0)}::date AND ${day(30)}::date)
      AND id = (SELECT min(id) FROM vehicles WHERE organization_id IN (SELECT id FROM organizations WHERE code = 'CUS-LOGNUS'))`);
}
