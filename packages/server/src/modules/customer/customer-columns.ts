import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { organizations, users } from '../../db/schema.js';

/** The customer's super admin and dealer, joined to the customer row. */
export const superAdmin = alias(users, 'super_admin');
export const dealerOrg = alias(organizations, 'dealer_org');

/** The super admin is a user of the customer itself: a pointer elsewhere shows no one (review C1). */
export const superAdminJoin = and(
  eq(superAdmin.id, organizations.super_admin_id),
  eq(superAdmin.organization_id, organizations.id),
);

/** What the customer lists select; username, phone and e-mail are masked before they leave the server. */
export const customerListColumns = {
  id: organizations.id,
  name: organizations.name,
  code: organizations.code,
  username: superAdmin.username,
  phone: organizations.phone,
  email: organizations.email,
  contact_name: organizations.contact_name,
  business_sector: organizations.business_sector,
  business_type: organizations.business_type,
  dealer_id: organizations.dealer_id,
  dealer_name: dealerOrg.name,
  province_id: organizations.province_id,
  city_id: organizations.city_id,
  district_id: organizations.district_id,
  user_status: superAdmin.isactive,
  isactive: organizations.isactive,
  created_at: organizations.created_at,
};

/** The detail adds the fields the lists leave out. */
export const customerDetailColumns = {
  ...customerListColumns,
  npwp: organizations.npwp,
  address: organizations.address,
  post_code: organizations.post_code,
  job_title: organizations.job_title,
  super_admin_id: organizations.super_admin_id,
  vehicle_count: sql<number>`(SELECT count(*)::int FROM vehicles v WHERE v.organization_id = ${organizations.id})`,
};

/** The columns a list may be sorted by, by their API names. */
export const customerSortColumns = {
  name: organizations.name,
  code: organizations.code,
  created_at: organizations.created_at,
  contact_name: organizations.contact_name,
} as const;
