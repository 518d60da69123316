import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  Envelope,
  IdResult,
  NoResult,
  optionsOf,
  optionsProblem,
  QuestionAddBody,
  QuestionEditBody,
  QuestionListQuery,
  QuestionPage,
  SURVEY_MAX_QUESTIONS,
  SurveyIdQuery,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { queryRows, type Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { ownedCondition } from './survey-access.js';
import { findSurvey, questionsOf } from './survey-repository.js';

const ADMIN = { access: 'add_survey' } as const;

type QuestionRecord = {
  id: number;
  survey_id: number;
  question_type_id: number;
  answer: string[];
  position: number;
  required: boolean;
};

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** Locks the survey's row for a change of its questions; answers whether it has answers and how many questions. */
async function lockSurvey(tx: Db, surveyId: number): Promise<{ answers: number; questions: number }> {
  await tx.execute(sql`SELECT id FROM surveys WHERE id = ${surveyId} FOR UPDATE`);
  const [counts] = await queryRows<{ answers: number; questions: number }>(
    tx,
    sql`SELECT (SELECT count(*)::int FROM survey_submissions WHERE survey_id = ${surveyId}) AS answers,
      (SELECT count(*)::int FROM survey_questions WHERE survey_id = ${surveyId}) AS questions`,
  );
  return counts ?? { answers: 0, questions: 0 };
}

/** Puts the question at `position` (1-based, clamped) and numbers the survey's questions 1..n again. */
async function placeQuestion(tx: Db, surveyId: number, questionId: number, position: number | undefined) {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM survey_questions WHERE survey_id = ${surveyId} AND id <> ${questionId} ORDER BY position, id`,
  );
  const order = rows.map((row) => row.id);
  const at = Math.min(Math.max((position ?? order.length + 1) - 1, 0), order.length);
  order.splice(at, 0, questionId);
  await renumber(tx, order);
}

async function renumber(tx: Db, order: readonly number[]) {
  if (order.length === 0) return;
  await tx.execute(sql`UPDATE survey_questions q SET position = n.position, updated_at = now()
    FROM unnest(${sql.param([...order])}::int[]) WITH ORDINALITY AS n(id, position) WHERE q.id = n.id`);
}

/** `/api/survey/question/...` (spec document 2 section 7.11; at most 100 questions, section 9). */
export async function questionRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const surveyOf = async (request: FastifyRequest, id: number) => {
    const survey = await findSurvey(db, ownedCondition(scopeOf(request), viewerOf(request)), id);
    if (!survey) throw notFound();
    return survey;
  };
  const questionOf = async (request: FastifyRequest, id: number) => {
    const [question] = await queryRows<QuestionRecord>(
      db,
      sql`SELECT id, survey_id, question_type_id, answer, position, required FROM survey_questions WHERE id = ${id}`,
    );
    if (!question) throw notFound();
    await surveyOf(request, question.survey_id);
    return question;
  };

  app.get(
    '/list_question',
    { config: ADMIN, schema: { querystring: QuestionListQuery, response: { 200: Envelope(QuestionPage) } } },
    async (request) => {
      const { survey_id, page = 1, limit = SURVEY_MAX_QUESTIONS } = request.query;
      await surveyOf(request, survey_id);
      const all = await questionsOf(db, [survey_id]);
      return ok({ data: all.slice((page - 1) * limit, page * limit), total_data: all.length, page, limit });
    },
  );

  app.post(
    '/add_question',
    { config: ADMIN, schema: { body: QuestionAddBody, response: { 200: Envelope(IdResult) } } },
    async (request) => {
      const body = request.body;
      const survey = await surveyOf(request, body.survey_id);
      const options = optionsOf(body.answer ?? '');
      const problem = optionsProblem(body.question_type_id, options);
      if (problem) throw new AppError(400, problem);
      const id = await db.transaction(async (tx) => {
        const counts = await lockSurvey(tx, survey.id);
        if (counts.answers > 0) throw new AppError(409, 'survey_has_answers');
        if (counts.questions >= SURVEY_MAX_QUESTIONS)
          throw new AppError(400, 'survey_questions_too_many', { values: { count: SURVEY_MAX_QUESTIONS } });
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`INSERT INTO survey_questions (survey_id, question_type_id, question, answer, position, required)
            VALUES (${survey.id}, ${body.question_type_id}, ${body.question.trim()}, ${sql.param(options)}::text[],
              ${counts.questions + 1}, ${body.required ?? true}) RETURNING id`,
        );
        if (!row) throw new Error('question not inserted');
        if (body.position !== undefined) await placeQuestion(tx, survey.id, row.id, body.position);
        return row.id;
      });
      return ok({ id });
    },
  );

  app.put(
    '/edit_question',
    { config: ADMIN, schema: { body: QuestionEditBody, response: { 200: Envelope(IdResult) } } },
    async (request) => {
      const body = request.body;
      const question = await questionOf(request, body.id);
      const typeId = body.question_type_id ?? question.question_type_id;
      const options = body.answer !== undefined ? optionsOf(body.answer) : question.answer;
      const problem = optionsProblem(typeId, options);
      if (problem) throw new AppError(400, problem);
      await db.transaction(async (tx) => {
        const counts = await lockSurvey(tx, question.survey_id);
        const changesMeaning =
          typeId !== question.question_type_id ||
          !sameList(options, question.answer) ||
          (body.required !== undefined && body.required !== question.required);
        // Earlier answers were given to this question as it stood: only its wording and place may change.
        if (counts.answers > 0 && changesMeaning) throw new AppError(409, 'survey_has_answers');
        const sets = [
          sql`updated_at = now()`,
          sql`question_type_id = ${typeId}`,
          sql`answer = ${sql.param(options)}::text[]`,
        ];
        if (body.question !== undefined) sets.push(sql`question = ${body.question.trim()}`);
        if (body.required !== undefined) sets.push(sql`required = ${body.required}`);
        await tx.execute(sql`UPDATE survey_questions SET ${sql.join(sets, sql`, `)} WHERE id = ${question.id}`);
        if (body.position !== undefined) await placeQuestion(tx, question.survey_id, question.id, body.position);
      });
      return ok({ id: question.id });
    },
  );

  app.delete(
    '/delete_question',
    { config: ADMIN, schema: { querystring: SurveyIdQuery, response: { 200: Envelope(NoResult) } } },
    async (request) => {
      const question = await questionOf(request, request.query.id);
      await db.transaction(async (tx) => {
        const counts = await lockSurvey(tx, question.survey_id);
        if (counts.answers > 0) throw new AppError(409, 'survey_has_answers');
        await tx.execute(sql`DELETE FROM survey_questions WHERE id = ${question.id}`);
        const rest = await queryRows<{ id: number }>(
          tx,
          sql`SELECT id FROM survey_questions WHERE survey_id = ${question.survey_id} ORDER BY position, id`,
        );
        await renumber(
          tx,
          rest.map((row) => row.id),
        );
        const [left] = await queryRows<{ status: string }>(
          tx,
          sql`SELECT status FROM surveys WHERE id = ${question.survey_id}`,
        );
        // A published survey keeps at least one question.
        if (left?.status === 'published' && rest.length === 0) throw new AppError(400, 'survey_no_questions');
      });
      return ok(null);
    },
  );
}
