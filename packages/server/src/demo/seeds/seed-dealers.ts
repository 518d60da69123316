import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import { dealerGroups, orgAreas } from '../../modules/dealer/dealer-tables.js';

/** Sales areas of the brand's dealer network, with the provinces (BPS codes) and cities they cover. */
const AREAS = [
  {
    code: 'JABODETABEK',
    name: 'Jabodetabek',
    // All of Jakarta, and the Bogor, Depok, Tangerang and Bekasi cities and regencies around it.
    province_ids: ['31', '32', '36'],
    city_ids: ['32.01', '32.16', '32.71', '32.75', '32.76', '36.03', '36.71', '36.74'],
  },
  { code: 'JABAR', name: 'Jawa Barat', province_ids: ['32'], city_ids: [] },
  { code: 'JATENG', name: 'Jawa Tengah', province_ids: ['33'], city_ids: [] },
  { code: 'JATIM', name: 'Jawa Timur', province_ids: ['35'], city_ids: [] },
  { code: 'SUMUT', name: 'Sumatera Utara', province_ids: ['12'], city_ids: [] },
  { code: 'KALTIM', name: 'Kalimantan Timur', province_ids: ['64'], city_ids: [] },
  { code: 'SULSEL', name: 'Sulawesi Selatan', province_ids: ['73'], city_ids: [] },
];

/** Owner groups holding several dealerships. */
const GROUPS = [
  { code: 'GRP-NUSANTARA', name: 'Nusantara Motor Group' },
  { code: 'GRP-SURYA', name: 'Surya Niaga Group' },
  { code: 'GRP-MANDIRI', name: 'Dealer Mandiri' },
];

/** The demo dealers' position, contact, group and area (their rows come from demo-accounts). */
const DEALERS = [
  {
    code: 'DLR-JKT',
    latitude: -6.1875,
    longitude: 106.9472,
    phone: '021 460 2121',
    email: 'sales@dlr-jkt.demo.armada.local',
    group: 'GRP-NUSANTARA',
    area: 'JABODETABEK',
  },
  {
    code: 'DLR-SBY',
    latitude: -7.3129,
    longitude: 112.7334,
    phone: '031 829 8888',
    email: 'sales@dlr-sby.demo.armada.local',
    group: 'GRP-SURYA',
    area: 'JATIM',
  },
];

const idsByCode = async (db: Db, table: typeof dealerGroups | typeof orgAreas) =>
  new Map((await db.select({ id: table.id, code: table.code }).from(table)).map((row) => [row.code, row.id]));

/** Dealer areas, dealer groups and the demo dealers' details; fills only what is still empty. */
export async function seedDealers(db: Db): Promise<void> {
  await db.insert(orgAreas).values(AREAS).onConflictDoNothing();
  await db.insert(dealerGroups).values(GROUPS).onConflictDoNothing();
  const areas = await idsByCode(db, orgAreas);
  const groups = await idsByCode(db, dealerGroups);
  for (const dealer of DEALERS) {
    await db
      .update(organizations)
      .set({
        latitude: dealer.latitude,
        longitude: dealer.longitude,
        phone: sql`coalesce(${organizations.phone}, ${dealer.phone})`,
        email: sql`coalesce(${organizations.email}, ${dealer.email})`,
        dealer_group_id: groups.get(dealer.group) ?? null,
        org_area_id: areas.get(dealer.area) ?? null,
      })
      .where(and(eq(organizations.code, dealer.code), isNull(organizations.latitude)));
  }
}
