import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { checkedSet, type CheckedSet, type Coverage } from './dealer-set-checks.js';
import { coverageColumns, type DealerSetInput, type DealerSetKind } from './dealer-set-kinds.js';
import { dealerGroups, orgAreas } from './dealer-tables.js';

// org_areas has dealer_groups' columns and its coverage besides, written apart below.
const common = (kind: DealerSetKind) => kind.table as typeof dealerGroups;

type StoredRow = { id: number; name: string } & Partial<Coverage>;

async function storedRow(db: Db, kind: DealerSetKind, id: number): Promise<StoredRow | undefined> {
  const { table } = kind;
  const rows = await db
    .select({ id: table.id, name: table.name, ...coverageColumns(kind) })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return rows[0] as StoredRow | undefined;
}

/**
 * Two administrators racing for one name or code: the loser is told which, nothing is written.
 * Racing for one name with no code given, both made the same code from it, and either index may
 * fire first: that is a clash on the name.
 */
function duplicateError(kind: DealerSetKind, error: unknown, codeFromName: boolean): unknown {
  const problem = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  if ((problem.code ?? problem.cause?.code) !== '23505') return error;
  const constraint = problem.constraint ?? problem.cause?.constraint ?? '';
  const onName = constraint.endsWith('name_idx') || codeFromName;
  return new AppError(409, onName ? kind.nameTaken : 'dealer_set_code_taken');
}

/** Makes the set's dealers exactly `dealers`: others leave it, those named join it (and leave their old one). */
async function writeMembers(tx: Db, kind: DealerSetKind, id: number, dealers: number[] | undefined) {
  if (dealers === undefined) return;
  const updated_at = new Date();
  await tx
    .update(organizations)
    .set({ ...kind.member(null), updated_at })
    .where(and(eq(kind.link, id), dealers.length > 0 ? notInArray(organizations.id, dealers) : undefined));
  if (dealers.length > 0)
    await tx
      .update(organizations)
      .set({ ...kind.member(id), updated_at })
      .where(inArray(organizations.id, dealers));
}

async function write(db: Db, kind: DealerSetKind, checked: CheckedSet, id: number | undefined): Promise<number> {
  const { name, code, dealers, coverage } = checked;
  const table = common(kind);
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      let setId = id;
      if (setId === undefined) {
        const [row] = await tx
          .insert(table)
          .values({ name: name ?? '', code: code ?? '' })
          .returning({ id: table.id });
        setId = row?.id ?? 0;
      } else if (name !== undefined || code !== undefined) {
        await tx.update(table).set({ name, code }).where(eq(table.id, setId));
      }
      if (coverage) await tx.update(orgAreas).set(coverage).where(eq(orgAreas.id, setId));
      await writeMembers(tx, kind, setId, dealers);
      return setId;
    });
  } catch (error) {
    throw duplicateError(kind, error, checked.codeFromName === true);
  }
}

/** add_dealer_group / add_org_area: the new id. Everything is checked before anything is written. */
export async function addDealerSet(db: Db, kind: DealerSetKind, input: DealerSetInput): Promise<number> {
  return write(db, kind, await checkedSet(db, kind, input), undefined);
}

/** edit_dealer_group / edit_org_area: only what the body gives changes; false when there is no such row. */
export async function editDealerSet(db: Db, kind: DealerSetKind, id: number, input: DealerSetInput): Promise<boolean> {
  const current = await storedRow(db, kind, id);
  if (!current) return false;
  await write(db, kind, await checkedSet(db, kind, input, current), id);
  return true;
}

/** delete_dealer_group / delete_org_area: its dealers stay, in no group or area (ON DELETE SET NULL). */
export async function deleteDealerSet(db: Db, kind: DealerSetKind, id: number): Promise<boolean> {
  const rows = await db.delete(kind.table).where(eq(kind.table.id, id)).returning({ id: kind.table.id });
  return rows.length > 0;
}
