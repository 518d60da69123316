import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CommandRow, CommandStatus, Page, StarterKillAction } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { vehicleCondition, type Scope } from '../../auth/scope.js';
import { vehicleCommands } from './command-tables.js';

export type NewAttempt = {
  imei: string;
  organizationId: number;
  userId: number;
  username: string;
  action: StarterKillAction;
};

/** Stores an attempt before anything is sent, so even a crash mid-wait leaves its trace as 'sent'. */
export async function insertAttempt(db: Db, attempt: NewAttempt): Promise<number> {
  const [row] = await db
    .insert(vehicleCommands)
    .values({
      imei: attempt.imei,
      organization_id: attempt.organizationId,
      user_id: attempt.userId,
      username: attempt.username,
      command: 'starter_kill',
      action: attempt.action,
      status: 'sent',
    })
    .returning({ id: vehicleCommands.id });
  if (!row) throw new Error('command attempt not stored');
  return row.id;
}

export type AttemptResult = {
  status: CommandStatus;
  payload: string | null;
  answer: string | null;
  answeredAt: Date | null;
};

export async function finishAttempt(db: Db, id: number, result: AttemptResult): Promise<void> {
  await db
    .update(vehicleCommands)
    .set({ status: result.status, payload: result.payload, answer: result.answer, answered_at: result.answeredAt })
    .where(eq(vehicleCommands.id, id));
}

const columns = {
  id: vehicleCommands.id,
  imei: vehicleCommands.imei,
  vehicle_name: sql<string>`coalesce(${vehicles.vehicle_name}, '')`,
  vehicle_number: vehicles.vehicle_number,
  command: vehicleCommands.command,
  action: vehicleCommands.action,
  payload: vehicleCommands.payload,
  status: vehicleCommands.status,
  answer: vehicleCommands.answer,
  username: vehicleCommands.username,
  created_at: vehicleCommands.created_at,
  answered_at: vehicleCommands.answered_at,
};

type Selected = Omit<CommandRow, 'created_at' | 'answered_at' | 'vehicle_number'> & {
  vehicle_number: string | null;
  created_at: Date;
  answered_at: Date | null;
};

const toRow = (row: Selected): CommandRow => ({
  ...row,
  created_at: row.created_at.toISOString(),
  answered_at: row.answered_at?.toISOString() ?? null,
});

/** Commands on the vehicles the caller sees now (owner, dealer, leasing company). */
function visible(scope: Scope): SQL {
  return vehicleCondition(scope, { organizationId: vehicles.organization_id, leasingOrgId: vehicles.leasing_org_id });
}

export async function readAttempt(db: Db, id: number): Promise<CommandRow> {
  const rows = await db
    .select(columns)
    .from(vehicleCommands)
    .leftJoin(vehicles, eq(vehicles.imei, vehicleCommands.imei))
    .where(eq(vehicleCommands.id, id));
  const row = rows[0];
  if (!row) throw new Error(`command ${id} not found`);
  return toRow(row);
}

/** The audit trail, newest first, one page of it. */
export async function listAttempts(
  db: Db,
  scope: Scope,
  query: { imei?: string; page: number; limit: number },
): Promise<Page<CommandRow>> {
  const where = and(visible(scope), query.imei ? eq(vehicleCommands.imei, query.imei) : undefined);
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(vehicleCommands)
      .innerJoin(vehicles, eq(vehicles.imei, vehicleCommands.imei))
      .where(where)
      .orderBy(desc(vehicleCommands.created_at), desc(vehicleCommands.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(vehicleCommands)
      .innerJoin(vehicles, eq(vehicles.imei, vehicleCommands.imei))
      .where(where),
  ]);
  return { data: rows.map(toRow), total_data: Number(total[0]?.n ?? 0), page: query.page, limit: query.limit };
}
