import { and, eq } from 'drizzle-orm';
import { npwpDigits, REALM_ID, type CustomerAddBody, type CustomerEditBody } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { organizations, users } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import type { WriteContext } from '../../resources/resource-definition.js';
import { checkCodeFree } from '../user/user-org-resource.js';
import { customerDetail } from './customer-repository.js';
import { checkArea, checkEmailFree, dealerFor } from './customer-placement.js';
import { CUSTOMER_ADMIN_KEYS } from './customer-admin.js';

/** Two writers racing for the same customer ID or e-mail: the loser is told, nothing breaks. */
async function refusingDuplicates<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const cause = error as { code?: string; cause?: { code?: string } };
    if ((cause.code ?? cause.cause?.code) === '23505') throw new AppError(409, 'cannot_process');
    throw error;
  }
}

/** The organisation's columns from the body's customer fields (npwp as digits, text trimmed). */
function orgValues(body: Partial<CustomerAddBody>) {
  const values = {
    name: body.name?.trim(),
    code: body.code?.trim(),
    business_sector: body.business_sector,
    business_type: body.business_type,
    npwp: body.npwp === undefined ? undefined : npwpDigits(body.npwp),
    address: body.address?.trim(),
    province_id: body.province_id,
    city_id: body.city_id,
    district_id: body.district_id,
    post_code: body.post_code,
    contact_name: body.contact_name?.trim(),
    job_title: body.job_title?.trim(),
    phone: body.phone,
    email: body.email?.trim().toLowerCase(),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/**
 * Creates the customer organisation and its super admin (username = the e-mail, waiting for the
 * mailed link: isactive 2, no password) in one transaction. Everything is checked first.
 */
export async function insertCustomer(ctx: WriteContext, body: CustomerAddBody) {
  const { db, scope } = ctx;
  const dealerId = await dealerFor(db, scope, body.dealer_id);
  await checkArea(body);
  await checkCodeFree(ctx, body.code);
  await checkEmailFree(db, body.email);
  const email = body.email.trim().toLowerCase();
  return refusingDuplicates(
    db.transaction(async (tx) => {
      const [org] = await tx
        .insert(organizations)
        .values({ ...orgValues(body), name: body.name.trim(), realm_id: REALM_ID.customer, dealer_id: dealerId })
        .returning({ id: organizations.id });
      if (!org) throw new Error('customer not inserted');
      const [user] = await tx
        .insert(users)
        .values({
          username: email,
          name: body.contact_name.trim(),
          email,
          phone: body.phone,
          realm_id: REALM_ID.customer,
          organization_id: org.id,
          isorgadmin: 1,
          access_type: 3,
          isactive: 2,
          user_access: Object.fromEntries(CUSTOMER_ADMIN_KEYS.map((key) => [key, true])),
        })
        .returning({ id: users.id, name: users.name, username: users.username });
      if (!user) throw new Error('super admin not inserted');
      await tx.update(organizations).set({ super_admin_id: user.id }).where(eq(organizations.id, org.id));
      return { id: org.id, user };
    }),
  );
}

/** Changes the given fields of a customer the scope sees; phone and e-mail follow to the super admin. */
export async function updateCustomer(ctx: WriteContext, body: CustomerEditBody): Promise<void> {
  const { db, scope } = ctx;
  const { id, dealer_id, ...fields } = body;
  const current = await customerDetail(db, scope, id);
  if (!current) throw notFound();
  const dealer = dealer_id === undefined ? undefined : await dealerFor(db, scope, dealer_id);
  if (fields.province_id ?? fields.city_id ?? fields.district_id ?? fields.post_code) {
    await checkArea({
      province_id: fields.province_id ?? current.province_id ?? '',
      city_id: fields.city_id ?? current.city_id ?? '',
      district_id: fields.district_id ?? current.district_id ?? '',
      post_code: fields.post_code ?? current.post_code,
    });
  }
  if (fields.code) await checkCodeFree(ctx, fields.code, id);
  if (fields.email) await checkEmailFree(db, fields.email, current.super_admin_id);
  await refusingDuplicates(
    db.transaction(async (tx) => {
      await tx
        .update(organizations)
        .set({ ...orgValues(fields), ...(dealer ? { dealer_id: dealer } : {}), updated_at: new Date() })
        .where(eq(organizations.id, id));
      await followToSuperAdmin(tx, id, current.super_admin_id, fields);
    }),
  );
}

/** Only a super admin of this very organisation follows: a pointer to anyone else changes no one. */
async function followToSuperAdmin(db: Db, orgId: number, userId: number | null, fields: Partial<CustomerAddBody>) {
  if (userId === null || (fields.phone === undefined && fields.email === undefined)) return;
  const change = {
    ...(fields.phone === undefined ? {} : { phone: fields.phone }),
    ...(fields.email === undefined ? {} : { email: fields.email.trim().toLowerCase() }),
    updated_at: new Date(),
  };
  await db
    .update(users)
    .set(change)
    .where(and(eq(users.id, userId), eq(users.organization_id, orgId)));
}
