import { and, eq, ne, or, sql } from 'drizzle-orm';
import { postCodeFitsProvince, REALM_ID } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { organizations, users } from '../../db/schema.js';
import { AppError, forbidden } from '../../errors.js';
import type { Scope } from '../../auth/scope.js';
import { areaChainExists } from '../area/area-data.js';

/**
 * The dealer a customer goes under: an administrator chooses one; a dealer's customers go under
 * the dealer itself; anyone else may not place customers.
 */
export async function dealerFor(db: Db, scope: Scope, requested: number | undefined): Promise<number> {
  if (scope.kind === 'own') throw forbidden();
  if (scope.kind === 'dealer') {
    if (requested !== undefined && requested !== scope.orgId) throw forbidden();
    return scope.orgId;
  }
  if (requested === undefined) throw new AppError(400, 'dealer_not_selected');
  const [dealer] = await db
    .select({ realm_id: organizations.realm_id })
    .from(organizations)
    .where(eq(organizations.id, requested));
  if (dealer?.realm_id !== REALM_ID.dealer) throw new AppError(400, 'invalid_dealer');
  return requested;
}

/** Refuses a district outside its city, a city outside its province, or a post code of another province. */
export async function checkArea(area: {
  province_id: string;
  city_id: string;
  district_id: string;
  post_code: string | null;
}): Promise<void> {
  if (!(await areaChainExists(area.province_id, area.city_id, area.district_id))) {
    throw new AppError(400, 'area_not_found');
  }
  if (area.post_code && !postCodeFitsProvince(area.post_code, area.province_id)) {
    throw new AppError(400, 'post_code_province');
  }
}

/** The super admin signs in with their e-mail: it may not be anyone else's username or e-mail. */
export async function checkEmailFree(db: Db, email: string, exceptUserId: number | null = null): Promise<void> {
  const needle = email.trim().toLowerCase();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        or(sql`lower(${users.username}) = ${needle}`, sql`lower(${users.email}) = ${needle}`),
        exceptUserId === null ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  if (rows.length > 0) throw new AppError(409, 'email_taken');
}
