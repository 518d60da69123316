import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CheckSurveyQuery,
  CheckSurveyResult,
  DownloadFile,
  Envelope,
  ErrorBody,
  IdResult,
  MESSAGES,
  NoResult,
  SurveyAddBody,
  SurveyEditBody,
  SurveyIdQuery,
  SurveyListQuery,
  SurveyPage,
  SurveyView,
  XLSX_CONTENT_TYPE,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { openToCondition, ownedCondition } from './survey-access.js';
import { surveyFileName, surveyWorkbook } from './survey-download.js';
import { findSurvey, listSurveys, questionsOf, viewSurvey } from './survey-repository.js';
import { addSurvey, editSurvey } from './survey-writes.js';

const ADMIN = { access: 'add_survey' } as const;

/** The xlsx answered directly, or the error envelope. */
const XLSX_ANSWERS = {
  200: {
    description: 'the answers, one row per respondent, as an attachment',
    content: { [XLSX_CONTENT_TYPE]: { schema: Type.Unsafe<Buffer>(DownloadFile) } },
  },
  '4xx': ErrorBody,
};

/** `/api/survey/survey/...` (spec document 2 section 7.11). */
export async function surveyRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const owned = (request: FastifyRequest) => ownedCondition(scopeOf(request), viewerOf(request));
  const surveyOf = async (request: FastifyRequest, id: number) => {
    const survey = await findSurvey(db, owned(request), id);
    if (!survey) throw notFound();
    return survey;
  };

  app.get(
    '/list_survey',
    { config: ADMIN, schema: { querystring: SurveyListQuery, response: { 200: Envelope(SurveyPage) } } },
    async (request) => {
      const { page = 1, limit = 10, search, status, sort_by } = request.query;
      const { data, total_data } = await listSurveys(db, owned(request), { search, status }, page, limit, sort_by);
      return ok({ data, total_data, page, limit });
    },
  );

  app.get(
    '/view_survey',
    { config: ADMIN, schema: { querystring: SurveyIdQuery, response: { 200: Envelope(SurveyView) } } },
    async (request) => {
      const survey = await viewSurvey(db, owned(request), request.query.id);
      if (!survey) throw notFound();
      return ok(survey);
    },
  );

  app.get(
    '/check_survey',
    {
      config: { access: 'add_answer' },
      schema: { querystring: CheckSurveyQuery, response: { 200: Envelope(CheckSurveyResult) } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const rows = await queryRows<{
        id: number;
        title: string;
        description: string;
        start_time: Date | string;
        end_time: Date | string;
        answered: boolean;
      }>(
        db,
        sql`SELECT s.id, s.title, s.description, s.start_time, s.end_time,
            EXISTS (SELECT 1 FROM survey_submissions a WHERE a.survey_id = s.id AND a.user_id = ${viewer.user_id}) AS answered
          FROM surveys s WHERE ${openToCondition(viewer)} ORDER BY s.end_time, s.id LIMIT 50`,
      );
      const questions = await questionsOf(
        db,
        rows.filter((row) => !row.answered).map((row) => row.id),
      );
      return ok(
        rows.map((row) => ({
          survey_id: row.id,
          answer_status: row.answered ? ('answered' as const) : ('not_answered' as const),
          title: row.title,
          description: row.description,
          start_time: new Date(row.start_time).toISOString(),
          end_time: new Date(row.end_time).toISOString(),
          questions: questions.filter((q) => q.survey_id === row.id),
        })),
      );
    },
  );

  app.get(
    '/download_survey',
    { config: ADMIN, schema: { querystring: SurveyIdQuery, response: XLSX_ANSWERS } },
    async (request, reply) => {
      const survey = await viewSurvey(db, owned(request), request.query.id);
      if (!survey) throw notFound();
      const file = await surveyWorkbook(db, survey);
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${surveyFileName(survey)}"`)
        .send(file);
    },
  );

  app.post(
    '/add_survey',
    { config: ADMIN, schema: { body: SurveyAddBody, response: { 200: Envelope(IdResult) } } },
    async (request) => ok({ id: await addSurvey(db, viewerOf(request), request.body) }),
  );

  app.put(
    '/edit_survey',
    { config: ADMIN, schema: { body: SurveyEditBody, response: { 200: Envelope(IdResult) } } },
    async (request) => {
      const survey = await surveyOf(request, request.body.id);
      await editSurvey(db, survey, request.body);
      return ok({ id: survey.id });
    },
  );

  app.delete(
    '/delete_survey',
    { config: ADMIN, schema: { querystring: SurveyIdQuery, response: { 200: Envelope(NoResult) } } },
    async (request) => {
      const survey = await surveyOf(request, request.query.id);
      await db.execute(sql`DELETE FROM surveys WHERE id = ${survey.id}`);
      return ok(null, MESSAGES.survey_deleted);
    },
  );
}
