import type { TObject } from '@sinclair/typebox';
import {
  DealerGroupAddBody,
  DealerGroupEditBody,
  OrgAreaAddBody,
  OrgAreaEditBody,
  type MessageCode,
} from '@armada/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { organizations } from '../../db/schema.js';
import { dealerGroups, orgAreas } from './dealer-tables.js';

/**
 * What differs between dealer groups and dealer areas: their table, the organisation column that
 * links a dealer to one, their bodies and messages. Areas also cover provinces and cities.
 */
export type DealerSetKind = {
  name: 'dealer_group' | 'org_area';
  table: typeof dealerGroups | typeof orgAreas;
  link: typeof organizations.dealer_group_id | typeof organizations.org_area_id;
  /** The organisation columns putting a dealer in a set (or, with null, taking it out). */
  member: (id: number | null) => { dealer_group_id: number | null } | { org_area_id: number | null };
  add: TObject;
  edit: TObject;
  nameTaken: MessageCode;
  /** Starts the code made from a name that gives none ('GRP-NUSANTARA'). */
  codePrefix: string;
  covers: boolean;
};

export const DEALER_GROUP: DealerSetKind = {
  name: 'dealer_group',
  table: dealerGroups,
  link: organizations.dealer_group_id,
  member: (id) => ({ dealer_group_id: id }),
  add: DealerGroupAddBody,
  edit: DealerGroupEditBody,
  nameTaken: 'dealer_group_name_taken',
  codePrefix: 'GRP',
  covers: false,
};

export const ORG_AREA: DealerSetKind = {
  name: 'org_area',
  table: orgAreas,
  link: organizations.org_area_id,
  member: (id) => ({ org_area_id: id }),
  add: OrgAreaAddBody,
  edit: OrgAreaEditBody,
  nameTaken: 'org_area_name_taken',
  codePrefix: 'AREA',
  covers: true,
};

/** The fields a group or area body may carry, as validated by its schema. */
export type DealerSetInput = {
  name?: string;
  code?: string;
  dealer_ids?: string;
  province_ids?: string;
  city_ids?: string;
};

/** The columns of an area's coverage, to select beside the common ones; none for a group. */
export const coverageColumns = (kind: DealerSetKind): Record<string, AnyPgColumn> =>
  kind.covers ? { province_ids: orgAreas.province_ids, city_ids: orgAreas.city_ids } : {};
