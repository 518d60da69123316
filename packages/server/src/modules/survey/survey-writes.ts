import { sql } from 'drizzle-orm';
import { listOf, type SurveyAddBody, type SurveyEditBody, type SurveyRow, type TokenPayload } from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { reachOf } from './survey-access.js';
import { realmIdsOf } from './survey-repository.js';

/** The audience's organisations as ids, each one the owner reaches (else 400 survey_audience_invalid). */
async function audienceOrgs(db: Db, ownerOrgId: number, text: string): Promise<number[]> {
  const ids = listOf(text).map(Number);
  if (ids.length === 0) return [];
  const reach = await reachOf(db, ownerOrgId);
  const known = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM organizations WHERE id = ANY(${sql.param(ids)}::int[])`,
  );
  const knownIds = new Set(known.map((row) => row.id));
  if (ids.some((id) => !knownIds.has(id) || (reach !== null && !reach.has(id))))
    throw new AppError(400, 'survey_audience_invalid');
  return ids;
}

function checkPeriod(start: string, end: string): void {
  const [from, to] = [Date.parse(start), Date.parse(end)];
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from) throw new AppError(400, 'survey_period_invalid');
}

export async function addSurvey(db: Db, viewer: TokenPayload, body: SurveyAddBody): Promise<number> {
  checkPeriod(body.start_time, body.end_time);
  const status = body.status ?? 'draft';
  // A new survey has no question yet: it can not be published before one is added.
  if (status === 'published') throw new AppError(400, 'survey_no_questions');
  const orgIds = await audienceOrgs(db, viewer.organization_id, body.organization_ids ?? '');
  const realmIds = realmIdsOf(listOf(body.realms ?? ''));
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO surveys (title, description, start_time, end_time, status, audience_realm_ids,
        audience_organization_ids, organization_id, created_by)
      VALUES (${body.title.trim()}, ${(body.description ?? '').trim()}, ${body.start_time}, ${body.end_time}, ${status},
        ${sql.param(realmIds)}::int[], ${sql.param(orgIds)}::int[], ${viewer.organization_id}, ${viewer.user_id})
      RETURNING id`,
  );
  if (!row) throw new Error('survey not inserted');
  return row.id;
}

export async function editSurvey(db: Db, survey: SurveyRow, body: SurveyEditBody): Promise<void> {
  const start = body.start_time ?? survey.start_time;
  const end = body.end_time ?? survey.end_time;
  checkPeriod(start, end);
  if (body.status === 'published' && survey.question_count === 0) throw new AppError(400, 'survey_no_questions');
  if (body.status === 'draft' && survey.answer_count > 0) throw new AppError(409, 'survey_status_invalid');
  const sets = [sql`updated_at = now()`, sql`start_time = ${start}`, sql`end_time = ${end}`];
  if (body.title !== undefined) sets.push(sql`title = ${body.title.trim()}`);
  if (body.description !== undefined) sets.push(sql`description = ${body.description.trim()}`);
  if (body.status !== undefined) sets.push(sql`status = ${body.status}`);
  if (body.realms !== undefined)
    sets.push(sql`audience_realm_ids = ${sql.param(realmIdsOf(listOf(body.realms)))}::int[]`);
  if (body.organization_ids !== undefined) {
    const orgIds = await audienceOrgs(db, survey.owner_id, body.organization_ids);
    sets.push(sql`audience_organization_ids = ${sql.param(orgIds)}::int[]`);
  }
  await db.execute(sql`UPDATE surveys SET ${sql.join(sets, sql`, `)} WHERE id = ${survey.id}`);
}
