/** The six realms of the spec; their numeric ids are our choice (docs/decisions.md). */
export const REALMS = ['admin', 'dealer', 'customer', 'leasing', 'euro4', 'best-agro'] as const;
export type Realm = (typeof REALMS)[number];

export const REALM_ID: Readonly<Record<Realm, number>> = {
  admin: 1,
  dealer: 2,
  customer: 3,
  leasing: 4,
  euro4: 5,
  'best-agro': 6,
};

export function realmById(id: number): Realm | undefined {
  return REALMS.find((realm) => REALM_ID[realm] === id);
}

/** Realms whose users own a fleet and manage customer users (the spec's "customer-type realm"). */
export const CUSTOMER_TYPE_REALMS: readonly Realm[] = ['admin', 'dealer'];

/** The one realm allowed on /dashboard, /reports/login-logs and /reports/cmp-log-viewer. */
export const DASHBOARD_REALM: Realm = 'admin';
