import { sql, type SQL } from 'drizzle-orm';
import {
  realmById,
  REALM_ID,
  type Question,
  type Realm,
  type SurveyRow,
  type SurveySort,
  type SurveyStatus,
  type SurveyView,
} from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';

type SurveyRecord = {
  id: number;
  title: string;
  description: string;
  start_time: Date | string;
  end_time: Date | string;
  status: SurveyStatus;
  audience_realm_ids: number[];
  audience_organization_ids: number[];
  owner_id: number;
  owner_name: string;
  question_count: number;
  answer_count: number;
  created_at: Date | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

const SELECT_SURVEY = sql`SELECT s.id, s.title, s.description, s.start_time, s.end_time, s.status,
    s.audience_realm_ids, s.audience_organization_ids, s.organization_id AS owner_id, o.name AS owner_name,
    (SELECT count(*)::int FROM survey_questions q WHERE q.survey_id = s.id) AS question_count,
    (SELECT count(*)::int FROM survey_submissions a WHERE a.survey_id = s.id) AS answer_count, s.created_at
  FROM surveys s JOIN organizations o ON o.id = s.organization_id`;

async function toRows(db: Db, records: SurveyRecord[]): Promise<SurveyRow[]> {
  const orgIds = [...new Set(records.flatMap((r) => r.audience_organization_ids))];
  const names = new Map<number, string>();
  if (orgIds.length > 0) {
    const rows = await queryRows<{ id: number; name: string }>(
      db,
      sql`SELECT id, name FROM organizations WHERE id = ANY(${sql.param(orgIds)}::int[])`,
    );
    for (const row of rows) names.set(row.id, row.name);
  }
  return records.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    start_time: iso(r.start_time),
    end_time: iso(r.end_time),
    status: r.status,
    realms: r.audience_realm_ids.map((id) => realmById(id)).filter((realm): realm is Realm => realm !== undefined),
    organizations: r.audience_organization_ids.map((id) => ({ id, name: names.get(id) ?? '' })),
    owner_id: r.owner_id,
    owner_name: r.owner_name,
    question_count: r.question_count,
    answer_count: r.answer_count,
    created_at: iso(r.created_at),
  }));
}

export type SurveyFilter = { search?: string; status?: SurveyStatus };

/** Each sort_by as its ORDER BY, ties broken newest first. */
const ORDERS: Record<SurveySort, SQL> = {
  '-id': sql`s.id DESC`,
  title: sql`lower(s.title), s.id DESC`,
  '-title': sql`lower(s.title) DESC, s.id DESC`,
  start_time: sql`s.start_time, s.id DESC`,
  '-start_time': sql`s.start_time DESC, s.id DESC`,
  end_time: sql`s.end_time, s.id DESC`,
  '-end_time': sql`s.end_time DESC, s.id DESC`,
  answer_count: sql`answer_count, s.id DESC`,
  '-answer_count': sql`answer_count DESC, s.id DESC`,
};

export async function listSurveys(
  db: Db,
  owned: SQL,
  filter: SurveyFilter,
  page: number,
  limit: number,
  sort: SurveySort = '-id',
): Promise<{ data: SurveyRow[]; total_data: number }> {
  const conditions = [owned];
  if (filter.search?.trim()) {
    const pattern = containsPattern(filter.search.trim());
    conditions.push(sql`(s.title ILIKE ${pattern} OR s.description ILIKE ${pattern})`);
  }
  if (filter.status) conditions.push(sql`s.status = ${filter.status}`);
  const where = sql.join(conditions, sql` AND `);
  const [total] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM surveys s WHERE ${where}`,
  );
  const records = await queryRows<SurveyRecord>(
    db,
    sql`${SELECT_SURVEY} WHERE ${where} ORDER BY ${ORDERS[sort]} LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  return { data: await toRows(db, records), total_data: total?.count ?? 0 };
}

export async function findSurvey(db: Db, owned: SQL, id: number): Promise<SurveyRow | undefined> {
  const records = await queryRows<SurveyRecord>(db, sql`${SELECT_SURVEY} WHERE s.id = ${id} AND ${owned}`);
  return (await toRows(db, records))[0];
}

type QuestionRecord = Omit<Question, 'answer'> & { answer: string[] | null };

export async function questionsOf(db: Db, surveyIds: readonly number[]): Promise<Question[]> {
  if (surveyIds.length === 0) return [];
  const rows = await queryRows<QuestionRecord>(
    db,
    sql`SELECT id, survey_id, question_type_id, question, answer, position, required FROM survey_questions
      WHERE survey_id = ANY(${sql.param([...surveyIds])}::int[]) ORDER BY survey_id, position, id`,
  );
  return rows.map((row) => ({ ...row, answer: row.answer ?? [] }));
}

export async function viewSurvey(db: Db, owned: SQL, id: number): Promise<SurveyView | undefined> {
  const survey = await findSurvey(db, owned, id);
  return survey && { ...survey, questions: await questionsOf(db, [id]) };
}

export const realmIdsOf = (realms: readonly string[]): number[] =>
  realms.map((realm) => REALM_ID[realm as Realm]).filter((id) => id !== undefined);
