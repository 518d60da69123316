import { sql } from 'drizzle-orm';
import { QUESTION_TYPES, type SurveyView } from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { sheetsXlsx } from '../../jobs/xlsx-sheets.js';

type Respondent = { user_id: number; username: string; name: string; organization: string; created_at: Date | string };
type AnswerCell = { user_id: number; question_id: number; answer: string[] | null; answer_text: string | null };

/** The fixed columns before one column per question. */
export const RESPONDENT_HEADERS = ['Username', 'Name', 'Organisation', 'Submitted at'] as const;

/** A survey's answers as an xlsx workbook: one row per respondent, one column per question, in order. */
export async function surveyWorkbook(db: Db, survey: SurveyView): Promise<Buffer> {
  const respondents = await queryRows<Respondent>(
    db,
    sql`SELECT s.user_id, u.username, u.name, o.name AS organization, s.created_at
      FROM survey_submissions s JOIN users u ON u.id = s.user_id JOIN organizations o ON o.id = u.organization_id
      WHERE s.survey_id = ${survey.id} ORDER BY s.created_at, s.id`,
  );
  const cells = await queryRows<AnswerCell>(
    db,
    sql`SELECT user_id, question_id, answer, answer_text FROM survey_answers WHERE survey_id = ${survey.id}`,
  );
  const byKey = new Map(cells.map((cell) => [`${cell.user_id}:${cell.question_id}`, cell]));
  const columns = [
    ...RESPONDENT_HEADERS.map((header) => ({ header, width: 22 })),
    ...survey.questions.map((q) => ({ header: q.question, width: 30 })),
  ];
  const rows = respondents.map((respondent) => {
    const values = survey.questions.map((question) => {
      const cell = byKey.get(`${respondent.user_id}:${question.id}`);
      if (!cell) return null;
      if (question.question_type_id === QUESTION_TYPES.text) return cell.answer_text;
      const chosen = cell.answer ?? [];
      if (question.question_type_id === QUESTION_TYPES.rating) return chosen[0] ? Number(chosen[0]) : null;
      return chosen.join(', ') || null;
    });
    return [respondent.username, respondent.name, respondent.organization, new Date(respondent.created_at), ...values];
  });
  return sheetsXlsx([{ name: 'Answers', columns, rows }]);
}

/** The file name offered for a survey's answers. */
export const surveyFileName = (survey: Pick<SurveyView, 'id' | 'title'>) =>
  `survey-${survey.id}-${survey.title.replace(/[^\w-]+/g, '_').slice(0, 60)}.xlsx`;
