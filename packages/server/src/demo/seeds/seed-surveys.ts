import { sql } from 'drizzle-orm';
import { QUESTION_TYPES, REALM_ID } from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { orgIdByCode } from '../../db/seed-base.js';

const DAY_MS = 86_400_000;

type DemoQuestion = { type: number; question: string; options?: string[]; required?: boolean };

export const DEMO_SURVEY_TITLE = 'Driver satisfaction 2026';

const SATISFACTION: DemoQuestion[] = [
  { type: QUESTION_TYPES.rating, question: 'How satisfied are you with your truck overall?' },
  {
    type: QUESTION_TYPES.single,
    question: 'How often does the truck need unplanned repairs?',
    options: ['Never', 'Once a year', 'Several times a year', 'Every month'],
  },
  {
    type: QUESTION_TYPES.multiple,
    question: 'Which features of the portal do you use?',
    options: ['Live map', 'Trip reports', 'Fuel', 'Alerts', 'Driver contest'],
  },
  { type: QUESTION_TYPES.text, question: 'What should we improve?', required: false },
];

const SERVICE: DemoQuestion[] = [
  { type: QUESTION_TYPES.rating, question: 'How do you rate the last service at your dealer?' },
  { type: QUESTION_TYPES.text, question: 'Anything else about the service?', required: false },
];

async function addSurvey(
  db: Db,
  survey: { title: string; description: string; status: string; realms: number[]; owner: number; days: number },
  questions: DemoQuestion[],
): Promise<number> {
  const now = Date.now();
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO surveys (title, description, start_time, end_time, status, audience_realm_ids, organization_id)
      VALUES (${survey.title}, ${survey.description}, ${new Date(now - 7 * DAY_MS).toISOString()},
        ${new Date(now + survey.days * DAY_MS).toISOString()}, ${survey.status}, ${sql.param(survey.realms)}::int[],
        ${survey.owner}) RETURNING id`,
  );
  if (!row) throw new Error('demo survey not inserted');
  for (const [index, q] of questions.entries()) {
    await db.execute(sql`INSERT INTO survey_questions (survey_id, question_type_id, question, answer, position, required)
      VALUES (${row.id}, ${q.type}, ${q.question}, ${sql.param(q.options ?? [])}::text[], ${index + 1}, ${q.required ?? true})`);
  }
  return row.id;
}

/** One answered submission, from a demo user of the audience other than `driver` and `customer`. */
async function answerAs(db: Db, surveyId: number, username: string, values: (string[] | string)[]): Promise<void> {
  const [user] = await queryRows<{ id: number }>(db, sql`SELECT id FROM users WHERE username = ${username}`);
  if (!user) return;
  const questions = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM survey_questions WHERE survey_id = ${surveyId} ORDER BY position`,
  );
  await db.execute(sql`INSERT INTO survey_submissions (survey_id, user_id) VALUES (${surveyId}, ${user.id})`);
  for (const [index, question] of questions.entries()) {
    const value = values[index];
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : null;
    await db.execute(sql`INSERT INTO survey_answers (survey_id, question_id, user_id, answer, answer_text)
      VALUES (${surveyId}, ${question.id}, ${user.id}, ${sql.param(typeof value === 'string' ? [] : value)}::text[], ${text})`);
  }
}

/**
 * The demo surveys (once): the brand's published driver satisfaction survey for the customer realm
 * (fleet users and drivers; `driver` and `customer` have not answered it, customer2 has), and a draft.
 */
export async function seedSurveys(db: Db): Promise<void> {
  const [present] = await queryRows<{ id: number }>(db, sql`SELECT id FROM surveys WHERE title = ${DEMO_SURVEY_TITLE}`);
  if (present) return;
  const brand = await orgIdByCode(db, 'ARMADA-HQ');
  const published = await addSurvey(
    db,
    {
      title: DEMO_SURVEY_TITLE,
      description: 'Tell us how your trucks and the portal serve you: four short questions.',
      status: 'published',
      realms: [REALM_ID.customer],
      owner: brand,
      days: 60,
    },
    SATISFACTION,
  );
  await answerAs(db, published, 'customer2', [['4'], ['Once a year'], ['Live map', 'Fuel'], 'More fuel reports']);
  await addSurvey(
    db,
    {
      title: 'Dealer service quality',
      description: 'How the dealers serve fleet owners after the sale.',
      status: 'draft',
      realms: [REALM_ID.customer],
      owner: brand,
      days: 90,
    },
    SERVICE,
  );
}
