import { REALM_ID, REALMS, type Announcement, type Realm } from '@armada/domain';

const REALM_BY_ID = new Map<number, Realm>(REALMS.map((realm) => [REALM_ID[realm], realm]));

/** The realm names of ids (unknown ids left out): the web translates each `common:realm.{name}`. */
export const realmsOf = (ids: readonly number[]): Realm[] =>
  ids.map((id) => REALM_BY_ID.get(id)).filter((realm): realm is Realm => realm !== undefined);

/** Whether an announcement names no audience (everyone its author reaches). */
export const toEveryone = (row: Pick<Announcement, 'realm_ids' | 'organization_ids'>) =>
  row.realm_ids.length === 0 && row.organization_ids.length === 0;

export const STATE_COLORS = { scheduled: 'blue', live: 'green', ended: 'default' } as const;
