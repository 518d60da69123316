import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { DisplayTimeZone, NumberStyle, TelemetryProperties } from '@armada/domain';

/** Drizzle's view of the tables the SQL migrations create (migrations/ is the source of truth). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const realms = pgTable('realms', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code'),
  realm_id: integer('realm_id').notNull(),
  dealer_id: integer('dealer_id'),
  address: text('address'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  phone: text('phone'),
  email: text('email'),
  isactive: smallint('isactive').notNull().default(1),
  privacy_policy_approved_at: ts('privacy_policy_approved_at'),
  privacy_policy_approved_by: integer('privacy_policy_approved_by'),
  // Customer and dealer fields (migration 0011).
  business_sector: text('business_sector'),
  business_type: text('business_type'),
  npwp: text('npwp'),
  province_id: text('province_id'),
  city_id: text('city_id'),
  district_id: text('district_id'),
  post_code: text('post_code'),
  contact_name: text('contact_name'),
  job_title: text('job_title'),
  super_admin_id: integer('super_admin_id'),
  dealer_group_id: integer('dealer_group_id'),
  org_area_id: integer('org_area_id'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const permissions = pgTable('permissions', {
  key: text('key').primaryKey(),
  group_name: text('group_name').notNull(),
  added: boolean('added').notNull().default(false),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  password_hash: text('password_hash'),
  name: text('name').notNull().default(''),
  email: text('email'),
  phone: text('phone'),
  realm_id: integer('realm_id').notNull(),
  organization_id: integer('organization_id').notNull(),
  isorgadmin: smallint('isorgadmin').notNull().default(3),
  access_type: smallint('access_type').notNull().default(1),
  isactive: smallint('isactive').notNull().default(1),
  user_access: jsonb('user_access').$type<Record<string, boolean> | null>(),
  password_changed_at: ts('password_changed_at').notNull().defaultNow(),
  password_weak: boolean('password_weak').notNull().default(false),
  /** How the user reads times and numbers (migration 0037). */
  time_zone: text('time_zone').$type<DisplayTimeZone>().notNull().default('Asia/Jakarta'),
  number_style: text('number_style').$type<NumberStyle>().notNull().default('de'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  gsid: text('gsid').primaryKey(),
  user_id: integer('user_id').notNull(),
  sso_token_hash: text('sso_token_hash').notNull(),
  ip: text('ip'),
  user_agent: text('user_agent'),
  created_at: ts('created_at').notNull().defaultNow(),
  last_seen_at: ts('last_seen_at').notNull().defaultNow(),
  expires_at: ts('expires_at').notNull(),
  ended_at: ts('ended_at'),
  /** When the ssoToken was exchanged at /sso/verifytoken, which takes it once (migration 0030). */
  sso_verified_at: ts('sso_verified_at'),
});

export const oneTimeTokens = pgTable('one_time_tokens', {
  token_hash: text('token_hash').primaryKey(),
  kind: text('kind').$type<'reset' | 'change' | 'privacy'>().notNull(),
  user_id: integer('user_id').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
  expires_at: ts('expires_at').notNull(),
  used_at: ts('used_at'),
});

export const loginLogs = pgTable('login_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  username: text('username').notNull(),
  user_id: integer('user_id'),
  organization_id: integer('organization_id'),
  status: text('status').notNull(),
  ip: text('ip'),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to_address: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  delivered_by: text('delivered_by').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
  /** Files kept with the mail under DATA_DIR (migration 0033). */
  attachments: jsonb('attachments').$type<{ filename: string; file: string }[]>().notNull().default([]),
});

export const vehicles = pgTable('vehicles', {
  id: serial('id').primaryKey(),
  imei: text('imei').notNull(),
  gpstype: smallint('gpstype').notNull().default(2),
  organization_id: integer('organization_id').notNull(),
  leasing_org_id: integer('leasing_org_id'),
  vehicle_name: text('vehicle_name').notNull().default(''),
  vehicle_number: text('vehicle_number'),
  chassis_number: text('chassis_number'),
  euro_std: text('euro_std'),
  vehicle_type: text('vehicle_type'),
  vehicle_group: text('vehicle_group'),
  device_status: text('device_status').$type<'active' | 'inactive'>().notNull().default('active'),
  activation_status: text('activation_status').notNull().default('2'),
  activation_date: text('activation_date'),
  /** The activation lifecycle (migration 0040); null until someone invites or changes the vehicle. */
  activation_state: text('activation_state').$type<'invited' | 'activated' | 'deactivated' | 'force_activated'>(),
  activation_invited_at: ts('activation_invited_at'),
  activation_changed_at: ts('activation_changed_at'),
  sim_number: text('sim_number'),
  unit_number: text('unit_number'),
  engine_number: text('engine_number'),
  brand: text('brand'),
  model: text('model'),
  color: text('color'),
  transmission: text('transmission'),
  assembly_year: smallint('assembly_year'),
  odometer: integer('odometer'),
  stnk_valid_until: date('stnk_valid_until', { mode: 'string' }),
  license_valid_until: date('license_valid_until', { mode: 'string' }),
  ownership_status: text('ownership_status'),
  registration_status: text('registration_status')
    .$type<'registering' | 'registered'>()
    .notNull()
    .default('registered'),
  registered_by: integer('registered_by'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const chassisRegistry = pgTable('chassis_registry', {
  chassis_number: text('chassis_number').primaryKey(),
  model: text('model').notNull(),
  vehicle_type: text('vehicle_type'),
  euro_std: text('euro_std'),
  engine_number: text('engine_number'),
  assembly_year: smallint('assembly_year'),
  built_at: date('built_at', { mode: 'string' }),
});

export const devices = pgTable('devices', {
  imei: text('imei').primaryKey(),
  gpstype: smallint('gpstype').notNull().default(2),
  sim_number: text('sim_number'),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const vehicleState = pgTable('vehicle_state', {
  imei: text('imei').primaryKey(),
  time: ts('time').notNull(),
  received_at: ts('received_at').notNull().defaultNow(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  alt: real('alt').notNull().default(0),
  head: real('head').notNull().default(0),
  speed: real('speed').notNull().default(0),
  sat: smallint('sat').notNull().default(0),
  props: jsonb('props').$type<TelemetryProperties>().notNull(),
  /** When lat/lng were fixed (migration 0019); `time` also moves with records without GPS. */
  fix_time: ts('fix_time'),
});

export const unknownDevices = pgTable('unknown_devices', {
  imei: text('imei').primaryKey(),
  family: text('family').notNull(),
  remote_address: text('remote_address'),
  attempts: integer('attempts').notNull().default(1),
  first_seen: ts('first_seen').notNull().defaultNow(),
  last_seen: ts('last_seen').notNull().defaultNow(),
});

export const vehicleSensors = pgTable('vehicle_sensors', {
  id: serial('id').primaryKey(),
  vehicle_id: integer('vehicle_id').notNull(),
  type_sensor: text('type_sensor').$type<'door' | 'load' | 'rfid' | 'dismantle' | 'temperature'>().notNull(),
  type_id: integer('type_id').notNull(),
  code_sensor: text('code_sensor').notNull(),
  name: text('name').notNull().default(''),
  source: text('source').notNull(),
  normal: doublePrecision('normal'),
  upper_limit: doublePrecision('upper_limit'),
  lower_limit: doublePrecision('lower_limit'),
  status: smallint('status').notNull().default(1),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const notifications = pgTable('notifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  organization_id: integer('organization_id'),
  user_id: integer('user_id'),
  filter: text('filter').$type<'info' | 'activity' | 'promo'>().notNull(),
  type: text('type').notNull(),
  type_name: text('type_name').notNull(),
  text: text('text').notNull(),
  imei: text('imei'),
  link: text('link'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
  expires_at: ts('expires_at'),
});
