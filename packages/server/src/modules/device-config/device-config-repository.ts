import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type {
  CommandResultPage,
  CommandResultRow,
  ConfigResultPage,
  ConfigResultQuery,
  ConfigResultRow,
  ConfigSettings,
  ConfigStatus,
} from '@armada/domain';
import type { Db } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import type { Scope } from '../../auth/scope.js';
import { reachableOrg } from '../call-center/call-center-reach.js';
import { vehicleCommands } from '../command/command-tables.js';
import { deviceConfigs } from './device-config-tables.js';

export type NewConfig = {
  imei: string;
  organizationId: number;
  userId: number;
  username: string;
  settings: ConfigSettings;
};

/** Stores the configuration before anything is sent, so a crash mid-wait leaves its trace as 'sent'. */
export async function insertConfig(db: Db, config: NewConfig): Promise<number> {
  const { settings } = config;
  const [row] = await db
    .insert(deviceConfigs)
    .values({
      imei: config.imei,
      organization_id: config.organizationId,
      user_id: config.userId,
      username: config.username,
      report_interval: settings.report_interval ?? null,
      apn: settings.apn ?? null,
      host: settings.host ?? null,
      port: settings.port ?? null,
      status: 'sent',
      sent_at: new Date(),
    })
    .returning({ id: deviceConfigs.id });
  if (!row) throw new Error('configuration not stored');
  return row.id;
}

export type ConfigResult = {
  status: ConfigStatus;
  payload: string | null;
  answer: string | null;
  answeredAt: Date | null;
};

export async function finishConfig(db: Db, id: number, result: ConfigResult): Promise<void> {
  await db
    .update(deviceConfigs)
    .set({
      status: result.status,
      payload: result.payload,
      answer: result.answer,
      answered_at: result.answeredAt,
      ...(result.status === 'queued' ? { sent_at: null } : {}),
    })
    .where(eq(deviceConfigs.id, id));
}

export type QueuedConfig = { id: number; settings: ConfigSettings };

/**
 * Takes a tracker's queued configurations, oldest first, marking them sent in one statement: of two
 * gateway nodes hearing the same connection, only one gets each row.
 */
export async function claimQueued(db: Db, imei: string): Promise<QueuedConfig[]> {
  const rows = await db
    .update(deviceConfigs)
    .set({ status: 'sent', sent_at: new Date() })
    .where(and(eq(deviceConfigs.imei, imei), eq(deviceConfigs.status, 'queued')))
    .returning();
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      settings: {
        ...(row.report_interval !== null ? { report_interval: row.report_interval } : {}),
        ...(row.apn !== null ? { apn: row.apn } : {}),
        ...(row.host !== null ? { host: row.host } : {}),
        ...(row.port !== null ? { port: row.port } : {}),
      },
    }));
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

const configColumns = {
  id: deviceConfigs.id,
  vehicle_id: vehicles.id,
  imei: deviceConfigs.imei,
  vehicle_name: sql<string>`coalesce(${vehicles.vehicle_name}, '')`,
  vehicle_number: vehicles.vehicle_number,
  report_interval: deviceConfigs.report_interval,
  apn: deviceConfigs.apn,
  host: deviceConfigs.host,
  port: deviceConfigs.port,
  payload: deviceConfigs.payload,
  status: deviceConfigs.status,
  answer: deviceConfigs.answer,
  username: deviceConfigs.username,
  created_at: deviceConfigs.created_at,
  sent_at: deviceConfigs.sent_at,
  answered_at: deviceConfigs.answered_at,
};

type ConfigSelected = Omit<ConfigResultRow, 'created_at' | 'sent_at' | 'answered_at'> & {
  created_at: Date;
  sent_at: Date | null;
  answered_at: Date | null;
};

const toConfigRow = (row: ConfigSelected): ConfigResultRow => ({
  ...row,
  created_at: row.created_at.toISOString(),
  sent_at: iso(row.sent_at),
  answered_at: iso(row.answered_at),
});

/** The vehicles in the call centre's reach now: owned outside the admin realm (call-center-reach.ts). */
const visible = (scope: Scope): SQL => reachableOrg(scope, sql`${vehicles.organization_id}`);

export async function readConfig(db: Db, id: number): Promise<ConfigResultRow> {
  const rows = await db
    .select(configColumns)
    .from(deviceConfigs)
    .innerJoin(vehicles, eq(vehicles.imei, deviceConfigs.imei))
    .where(eq(deviceConfigs.id, id));
  const row = rows[0];
  if (!row) throw new Error(`configuration ${id} not found`);
  return toConfigRow(row);
}

/** The configurations, newest first, one page. */
export async function listConfigs(db: Db, scope: Scope, query: ConfigResultQuery): Promise<ConfigResultPage> {
  const where = and(
    visible(scope),
    query.vehicle_id ? eq(vehicles.id, query.vehicle_id) : undefined,
    query.status ? eq(deviceConfigs.status, query.status) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(configColumns)
      .from(deviceConfigs)
      .innerJoin(vehicles, eq(vehicles.imei, deviceConfigs.imei))
      .where(where)
      .orderBy(desc(deviceConfigs.created_at), desc(deviceConfigs.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(deviceConfigs)
      .innerJoin(vehicles, eq(vehicles.imei, deviceConfigs.imei))
      .where(where),
  ]);
  return { data: rows.map(toConfigRow), total_data: Number(total[0]?.n ?? 0), page: query.page, limit: query.limit };
}

/**
 * Every command of either kind (starter kill from vehicle_commands, configurations from
 * device_configs), newest first, one page.
 */
export async function listCommandResults(db: Db, scope: Scope, query: ConfigResultQuery): Promise<CommandResultPage> {
  const commandWhere = and(
    visible(scope),
    query.vehicle_id ? eq(vehicles.id, query.vehicle_id) : undefined,
    query.status ? sql`${vehicleCommands.status} = ${query.status}` : undefined,
  );
  const configWhere = and(
    visible(scope),
    query.vehicle_id ? eq(vehicles.id, query.vehicle_id) : undefined,
    query.status ? eq(deviceConfigs.status, query.status) : undefined,
  );
  const commands = db
    .select({
      id: vehicleCommands.id,
      kind: sql<string>`'starter_kill'`.as('kind'),
      vehicle_id: sql<number>`${vehicles.id}`.as('vehicle_id'),
      imei: vehicleCommands.imei,
      vehicle_name: sql<string>`coalesce(${vehicles.vehicle_name}, '')`.as('vehicle_name'),
      vehicle_number: vehicles.vehicle_number,
      payload: vehicleCommands.payload,
      status: sql<string>`${vehicleCommands.status}`.as('status'),
      answer: vehicleCommands.answer,
      username: vehicleCommands.username,
      created_at: vehicleCommands.created_at,
      answered_at: vehicleCommands.answered_at,
    })
    .from(vehicleCommands)
    .innerJoin(vehicles, eq(vehicles.imei, vehicleCommands.imei))
    .where(commandWhere);
  const configs = db
    .select({
      id: deviceConfigs.id,
      kind: sql<string>`'config'`.as('kind'),
      vehicle_id: sql<number>`${vehicles.id}`.as('vehicle_id'),
      imei: deviceConfigs.imei,
      vehicle_name: sql<string>`coalesce(${vehicles.vehicle_name}, '')`.as('vehicle_name'),
      vehicle_number: vehicles.vehicle_number,
      payload: deviceConfigs.payload,
      status: sql<string>`${deviceConfigs.status}`.as('status'),
      answer: deviceConfigs.answer,
      username: deviceConfigs.username,
      created_at: deviceConfigs.created_at,
      answered_at: deviceConfigs.answered_at,
    })
    .from(deviceConfigs)
    .innerJoin(vehicles, eq(vehicles.imei, deviceConfigs.imei))
    .where(configWhere);
  const [rows, commandTotal, configTotal] = await Promise.all([
    unionAll(commands, configs)
      .orderBy(desc(sql`created_at`), asc(sql`kind`), desc(sql`id`))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(vehicleCommands)
      .innerJoin(vehicles, eq(vehicles.imei, vehicleCommands.imei))
      .where(commandWhere),
    db
      .select({ n: count() })
      .from(deviceConfigs)
      .innerJoin(vehicles, eq(vehicles.imei, deviceConfigs.imei))
      .where(configWhere),
  ]);
  const data = rows.map((row): CommandResultRow => ({
    ...row,
    kind: row.kind as CommandResultRow['kind'],
    status: row.status as CommandResultRow['status'],
    created_at: new Date(row.created_at).toISOString(),
    answered_at: row.answered_at === null ? null : new Date(row.answered_at).toISOString(),
  }));
  const total = Number(commandTotal[0]?.n ?? 0) + Number(configTotal[0]?.n ?? 0);
  return { data, total_data: total, page: query.page, limit: query.limit };
}

/** The vehicle by id when the caller sees it. */
export async function findVisibleVehicleById(db: Db, scope: Scope, id: number) {
  const rows = await db
    .select({ imei: vehicles.imei, organization_id: vehicles.organization_id })
    .from(vehicles)
    .where(and(eq(vehicles.id, id), visible(scope)));
  return rows[0] ?? null;
}
