import { doublePrecision, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { GeofenceGeometry, GeofenceShape, GeofenceTypeId } from '@armada/domain';

/** Drizzle's view of geo_groups and geofences (migration 0006 is the source of truth). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const geoGroups = pgTable('geo_groups', {
  id: serial('id').primaryKey(),
  organization_id: integer('organization_id').notNull(),
  name: text('name').notNull(),
  color: text('color').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const geofences = pgTable('geofences', {
  id: serial('id').primaryKey(),
  organization_id: integer('organization_id').notNull(),
  geo_group_id: integer('geo_group_id').notNull(),
  name: text('name').notNull(),
  type_id: smallint('type_id').$type<GeofenceTypeId>().notNull(),
  shape: text('shape').$type<GeofenceShape>().notNull(),
  geometry: jsonb('geometry').$type<GeofenceGeometry>().notNull(),
  radius: doublePrecision('radius'),
  min_lat: doublePrecision('min_lat').notNull(),
  max_lat: doublePrecision('max_lat').notNull(),
  min_lng: doublePrecision('min_lng').notNull(),
  max_lng: doublePrecision('max_lng').notNull(),
  address: text('address'),
  marker_type: text('marker_type'),
  /** 'HH:MM:SS', a checkpoint's local target time of day. */
  target_time: text('target_time'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
