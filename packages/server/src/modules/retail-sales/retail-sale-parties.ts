import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import { REALM_ID } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import type { Scope } from '../../auth/scope.js';

type Dealer = { id: number; mine: boolean };

/**
 * The dealers a file may name and their customers, read once per upload: a dealer is found by its
 * code; a customer by its code or name among its dealer's customers (a name shared by two is ambiguous).
 */
export type Parties = {
  dealer(code: string): Dealer | undefined;
  customers(dealerId: number, key: string): readonly number[];
};

const keyOf = (text: string) => text.trim().toLowerCase();

/** The parties the caller may name: the brand any dealer, a dealer only itself (others are known, not its). */
export async function loadParties(db: Db, scope: Scope): Promise<Parties> {
  const dealerRows = await db
    .select({ id: organizations.id, code: organizations.code })
    .from(organizations)
    .where(and(eq(organizations.realm_id, REALM_ID.dealer), isNotNull(organizations.code)));
  const mine = (id: number) => scope.kind === 'all' || (scope.kind === 'dealer' && scope.orgId === id);
  const dealers = new Map(dealerRows.map((row) => [keyOf(row.code ?? ''), { id: row.id, mine: mine(row.id) }]));

  const ofDealer: SQL | undefined = scope.kind === 'dealer' ? eq(organizations.dealer_id, scope.orgId) : undefined;
  const customerRows = await db
    .select({
      id: organizations.id,
      code: organizations.code,
      name: organizations.name,
      dealer: organizations.dealer_id,
    })
    .from(organizations)
    .where(and(eq(organizations.realm_id, REALM_ID.customer), isNotNull(organizations.dealer_id), ofDealer));
  const byCode = new Map<string, number>();
  const byName = new Map<string, number[]>();
  for (const row of customerRows) {
    if (row.dealer === null) continue;
    if (row.code) byCode.set(`${row.dealer}:${keyOf(row.code)}`, row.id);
    const named = `${row.dealer}:${keyOf(row.name)}`;
    byName.set(named, [...(byName.get(named) ?? []), row.id]);
  }
  return {
    dealer: (code) => dealers.get(keyOf(code)),
    // A code names one customer, even one whose code is another's name.
    customers: (dealerId, key) => {
      const at = `${dealerId}:${keyOf(key)}`;
      const coded = byCode.get(at);
      return coded === undefined ? (byName.get(at) ?? []) : [coded];
    },
  };
}
