import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  Announcement,
  AnnouncementAddBody,
  AnnouncementEditBody,
  listOf,
  REALM_ID,
  type AnnouncementEditBody as EditBody,
} from '@armada/domain';
import { orgCondition } from '../../auth/scope.js';
import { organizations } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { defineResource, type WriteContext } from '../../resources/resource-definition.js';
import { announcements } from './announcement-tables.js';
import { ownAnnouncements, visibleAnnouncements } from './announcement-audience.js';
import { publishDueAnnouncements } from './announcement-publisher.js';

const FIELDS = ['title', 'body', 'realm_ids', 'organization_ids', 'publish_at', 'end_at', 'promo'] as const;

type Input = Omit<EditBody, 'id'>;
type Period = { publish_at: Date; end_at: Date | null };

const REALM_IDS: readonly number[] = Object.values(REALM_ID);
const ids = (text: string) => listOf(text).map(Number);

/** Realms that exist; organisations the caller reaches (a dealer: itself and its customers), else 404. */
async function checkAudience(input: Input, ctx: WriteContext): Promise<void> {
  if (input.realm_ids !== undefined && !ids(input.realm_ids).every((id) => REALM_IDS.includes(id)))
    throw new AppError(400, 'announcement_realm_invalid');
  const orgs = input.organization_ids === undefined ? [] : ids(input.organization_ids);
  if (orgs.length === 0) return;
  const found = await ctx.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(inArray(organizations.id, orgs), orgCondition(ctx.scope, organizations.id)));
  if (found.length !== orgs.length) throw notFound();
}

/** The period after the write: the body's times over the stored ones; an end must come after the publish time. */
function periodAfter(input: Input, before: Period): Period {
  const period = {
    publish_at: input.publish_at === undefined ? before.publish_at : new Date(input.publish_at),
    end_at: input.end_at === undefined ? before.end_at : input.end_at === '' ? null : new Date(input.end_at),
  };
  if (period.end_at !== null && period.end_at <= period.publish_at)
    throw new AppError(400, 'announcement_period_invalid');
  return period;
}

function columnsOf(input: Input, period: Period) {
  const values: Record<string, unknown> = {};
  if (input.title !== undefined) values.title = input.title.trim();
  if (input.body !== undefined) values.body = input.body.trim();
  if (input.realm_ids !== undefined) values.realm_ids = ids(input.realm_ids);
  if (input.organization_ids !== undefined) values.organization_ids = ids(input.organization_ids);
  if (input.promo !== undefined) values.promo = input.promo;
  if (input.publish_at !== undefined) values.publish_at = period.publish_at;
  if (input.end_at !== undefined) values.end_at = period.end_at;
  return values;
}

async function addValues(input: Input, ctx: WriteContext) {
  await checkAudience(input, ctx);
  const period = periodAfter(input, { publish_at: new Date(), end_at: null });
  return {
    ...columnsOf(input, period),
    publish_at: period.publish_at,
    organization_id: ctx.viewer.organization_id,
    author_id: ctx.viewer.user_id,
    reach_all: ctx.scope.kind === 'all',
  };
}

/** An edit reaches only the caller's own announcements (root and the admin realm: any). */
async function editValues(input: Input, ctx: WriteContext, id?: number) {
  const [stored] = await ctx.db
    .select({ publish_at: announcements.publish_at, end_at: announcements.end_at })
    .from(announcements)
    .where(and(eq(announcements.id, id ?? 0), ownAnnouncements(ctx.scope, ctx.viewer)));
  if (!stored) throw notFound();
  await checkAudience(input, ctx);
  return { ...columnsOf(input, periodAfter(input, stored)), updated_at: new Date() };
}

async function ownOnly(ctx: WriteContext, id: number): Promise<void> {
  const [own] = await ctx.db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.id, id), ownAnnouncements(ctx.scope, ctx.viewer)));
  if (!own) throw notFound();
}

const a = announcements;
const state = sql<string>`CASE WHEN ${a.publish_at} > now() THEN 'scheduled'
  WHEN ${a.end_at} IS NOT NULL AND ${a.end_at} <= now() THEN 'ended' ELSE 'live' END`;
/** The names of the audience's organisations, in the order of their ids ('#id' for one since deleted). */
const audienceNames = sql<
  string[]
>`ARRAY(SELECT coalesce(o.name, '#' || u.id) FROM unnest(${a.organization_ids}) WITH ORDINALITY AS u(id, n)
  LEFT JOIN organizations o ON o.id = u.id ORDER BY u.n)`;
const authorName = sql<string>`(SELECT o.name FROM organizations o WHERE o.id = ${a.organization_id})`;

/**
 * `notification/announcement`: announcements on the generic API. Reading needs view_announcement and
 * shows what the caller wrote or was addressed; writing needs edit_announcement and touches only the
 * caller's organisation's announcements (root and the admin realm: any), addressed within its reach.
 * One published now is told to its audience at once.
 */
export const announcementResource = defineResource({
  group: 'notification',
  name: 'announcement',
  table: announcements,
  id: announcements.id,
  row: Announcement,
  fields: {
    id: a.id,
    title: a.title,
    body: a.body,
    realm_ids: a.realm_ids,
    organization_ids: a.organization_ids,
    organization_names: audienceNames.as('organization_names'),
    publish_at: a.publish_at,
    end_at: a.end_at,
    promo: a.promo,
    state: state.as('state'),
    organization_id: a.organization_id,
    organization_name: sql<string>`coalesce(${authorName}, '')`.as('organization_name'),
    created_at: a.created_at,
    updated_at: a.updated_at,
  },
  searchable: [a.title, a.body],
  filterable: {},
  sortable: { publish_at: a.publish_at, title: a.title, end_at: a.end_at, created_at: a.created_at },
  defaultSort: '-publish_at',
  paged: true,
  visible: visibleAnnouncements,
  access: {
    view: 'view_announcement',
    list: 'view_announcement',
    add: 'edit_announcement',
    edit: 'edit_announcement',
    delete: 'edit_announcement',
  },
  add: { body: AnnouncementAddBody, writable: () => FIELDS, values: addValues },
  edit: { body: AnnouncementEditBody, writable: () => FIELDS, values: editValues },
  hooks: {
    beforeRemove: ownOnly,
    afterCommit: async (app, _ctx, _id, endpoint) => {
      if (endpoint !== 'delete') await publishDueAnnouncements({ db: app.database.db, bus: app.bus });
    },
  },
});
