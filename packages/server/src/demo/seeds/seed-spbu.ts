import type { Db } from '../../db/client.js';
import { orgIdByCode } from '../../db/seed-base.js';
import { spbu } from '../../modules/fuel/spbu-tables.js';
import { BRAND_DIESEL_PRICE, OWN_TANKS, PUBLIC_STATIONS } from './spbu-demo-data.js';

/** The demo gas stations and tanks; a station whose code is present already is left alone. */
export async function seedSpbu(db: Db): Promise<number> {
  const rows: (typeof spbu.$inferInsert)[] = PUBLIC_STATIONS.map(([code, name, alamat, lat, lon, brand]) => ({
    code,
    name,
    alamat,
    lat,
    lon,
    type: 0,
    organization_id: null,
    brand,
    price_per_liter: BRAND_DIESEL_PRICE[brand],
  }));
  for (const [org, code, name, alamat, lat, lon, price] of OWN_TANKS) {
    const organization_id = await orgIdByCode(db, org);
    rows.push({ code, name, alamat, lat, lon, type: 1, organization_id, brand: null, price_per_liter: price });
  }
  const added = await db.insert(spbu).values(rows).onConflictDoNothing().returning({ id: spbu.id });
  return added.length;
}
