import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  AnswerAddBody,
  answerProblem,
  Envelope,
  IdResult,
  isAnswered,
  QUESTION_TYPES,
  type AnswerItem,
  type Question,
  type TokenPayload,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { queryRows, type Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { viewerOf } from '../../auth/guard.js';
import { openToCondition } from './survey-access.js';
import { questionsOf } from './survey-repository.js';

/**
 * Checks a whole submission against the survey's questions: every answer for one of its questions, at
 * most one per question, fitting the question's type and options; every required question answered.
 */
export function checkSubmission(questions: readonly Question[], answers: readonly AnswerItem[]): AnswerItem[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<number, AnswerItem>();
  for (const item of answers) {
    const question = byId.get(item.question_id);
    if (!question) throw new AppError(400, 'survey_answer_unknown_question');
    if (given.has(item.question_id)) throw new AppError(400, 'survey_answer_invalid');
    const problem = answerProblem(question, item);
    if (problem) throw new AppError(400, problem, { result: { question_id: question.id } });
    given.set(item.question_id, item);
  }
  const missing = questions.filter((q) => q.required && !isAnswered(given.get(q.id)));
  if (missing.length > 0)
    throw new AppError(400, 'survey_answer_required', { result: { question_ids: missing.map((q) => q.id) } });
  return [...given.values()].filter((item) => isAnswered(item));
}

async function storeSubmission(db: Db, viewer: TokenPayload, body: AnswerAddBody, questions: readonly Question[]) {
  const items = checkSubmission(questions, body.answers);
  const typeOf = new Map(questions.map((q) => [q.id, q.question_type_id]));
  // One transaction: the submission and all its answers, or nothing. The unique key refuses a second one.
  return db.transaction(async (tx) => {
    const [submission] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO survey_submissions (survey_id, user_id) VALUES (${body.survey_id}, ${viewer.user_id})
        ON CONFLICT (survey_id, user_id) DO NOTHING RETURNING id`,
    );
    if (!submission) throw new AppError(409, 'survey_already_answered');
    for (const item of items) {
      const isText = typeOf.get(item.question_id) === QUESTION_TYPES.text;
      await tx.execute(sql`INSERT INTO survey_answers (survey_id, question_id, user_id, answer, answer_text)
        VALUES (${body.survey_id}, ${item.question_id}, ${viewer.user_id},
          ${sql.param(isText ? [] : (item.answer ?? []))}::text[], ${isText ? (item.answer_text ?? '').trim() : null})`);
    }
    return submission.id;
  });
}

/** `/api/survey/answer/add_answer`: a respondent's whole submission to an open survey of its audience. */
export async function answerRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;

  app.post(
    '/add_answer',
    { config: { access: 'add_answer' }, schema: { body: AnswerAddBody, response: { 200: Envelope(IdResult) } } },
    async (request) => {
      const viewer = viewerOf(request);
      const { survey_id } = request.body;
      const [open] = await queryRows<{ id: number }>(
        db,
        sql`SELECT s.id FROM surveys s WHERE s.id = ${survey_id} AND ${openToCondition(viewer)}`,
      );
      if (!open) {
        // A survey outside the caller's audience is unknown to it; one of its audience that is not open says so.
        const [seen] = await queryRows<{ id: number }>(
          db,
          sql`SELECT s.id FROM surveys s WHERE s.id = ${survey_id} AND ${openToCondition(viewer, { ignoringPeriod: true })}`,
        );
        if (!seen) throw notFound();
        throw new AppError(409, 'survey_not_open');
      }
      const questions = await questionsOf(db, [survey_id]);
      return ok({ id: await storeSubmission(db, viewer, request.body, questions) });
    },
  );
}
