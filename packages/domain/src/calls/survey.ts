import { Type, type Static } from '@sinclair/typebox';
import { Page } from '../api.js';
import type { MessageCode } from '../messages.js';
import { REALMS } from '../realms.js';
import { Closed, DateTime, Id, literals, PageNumber } from './contract.js';

/**
 * Surveys (spec document 1 sections 2, 3 and 6; document 2 sections 3, 7.11, 8 and 9): a survey of an
 * organisation with its questions, answered once by each respondent of its audience.
 */
export const SURVEY_CALLS = {
  list: '/api/survey/survey/list_survey',
  view: '/api/survey/survey/view_survey',
  check: '/api/survey/survey/check_survey',
  download: '/api/survey/survey/download_survey',
  add: '/api/survey/survey/add_survey',
  edit: '/api/survey/survey/edit_survey',
  remove: '/api/survey/survey/delete_survey',
  listQuestion: '/api/survey/question/list_question',
  addQuestion: '/api/survey/question/add_question',
  editQuestion: '/api/survey/question/edit_question',
  removeQuestion: '/api/survey/question/delete_question',
  addAnswer: '/api/survey/answer/add_answer',
} as const;

/** draft: being written, nobody answers; published: answered between start_time and end_time; closed: done. */
export const SURVEY_STATUSES = ['draft', 'published', 'closed'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/** question_type_id: 1 single choice, 2 multiple choice, 3 text, 4 rating (1-5). */
export const QUESTION_TYPES = { single: 1, multiple: 2, text: 3, rating: 4 } as const;
export type QuestionTypeName = keyof typeof QUESTION_TYPES;
export const QUESTION_TYPE_IDS = [1, 2, 3, 4] as const;
export type QuestionTypeId = (typeof QUESTION_TYPE_IDS)[number];
export const questionTypeName = (id: number): QuestionTypeName =>
  (Object.keys(QUESTION_TYPES) as QuestionTypeName[]).find((name) => QUESTION_TYPES[name] === id) ?? 'text';
export const isChoiceType = (id: number) => id === QUESTION_TYPES.single || id === QUESTION_TYPES.multiple;

/** The spec's question limit (document 2 section 9). */
export const SURVEY_MAX_QUESTIONS = 100;
export const SURVEY_MIN_OPTIONS = 2;
export const SURVEY_MAX_OPTIONS = 20;
export const SURVEY_OPTION_MAX_LENGTH = 200;
export const SURVEY_TEXT_MAX_LENGTH = 2000;
export const RATING_VALUES = ['1', '2', '3', '4', '5'] as const;

/** The toasts of the survey screens (document 2 section 8): a call's failure, and the two positive ones. */
export const SURVEY_TOASTS = {
  add_question: 'survey_question_add_failed',
  delete_survey: 'survey_delete_failed',
  delete_question: 'survey_question_delete_failed',
  add_answer: 'survey_send_failed',
  download_survey: 'survey_download_failed',
  success: 'success',
  deleted: 'survey_deleted',
} as const satisfies Record<string, MessageCode>;

/** A time as the form sends it: ISO 8601 with a zone. */
export const SURVEY_TIME_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,3})?)?(?:Z|[+-]\\d{2}:\\d{2})$';
const time = () => Type.String({ maxLength: 40, pattern: SURVEY_TIME_PATTERN });
const REALM_NAMES = REALMS.join('|');
/** Realm names joined by commas ('customer,dealer'); empty for none. */
export const REALM_LIST_PATTERN = `^$|^(${REALM_NAMES})(,(${REALM_NAMES}))*$`;
/** Organisation ids joined by commas; empty for none. */
export const ORG_LIST_PATTERN = '^$|^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,199}$';

export const Question = Closed({
  id: Id(),
  survey_id: Id(),
  question_type_id: Type.Integer({ minimum: 1, maximum: 4 }),
  question: Type.String(),
  /** The options of a choice question, in order; empty for text and rating. */
  answer: Type.Array(Type.String()),
  position: Type.Integer(),
  required: Type.Boolean(),
});
export type Question = Static<typeof Question>;

export const AudienceOrg = Closed({ id: Id(), name: Type.String() });

const surveyFields = {
  id: Id(),
  title: Type.String(),
  description: Type.String(),
  start_time: DateTime(),
  end_time: DateTime(),
  status: literals(SURVEY_STATUSES),
  /** Audience: realm names and organisations; both empty is everyone the owner reaches. */
  realms: Type.Array(literals(REALMS)),
  organizations: Type.Array(AudienceOrg),
  owner_id: Id(),
  owner_name: Type.String(),
  question_count: Type.Integer(),
  answer_count: Type.Integer({ description: 'respondents who have answered' }),
  created_at: DateTime(),
};

export const SurveyRow = Closed(surveyFields);
export type SurveyRow = Static<typeof SurveyRow>;

export const SurveyView = Closed({ ...surveyFields, questions: Type.Array(Question) });
export type SurveyView = Static<typeof SurveyView>;

export const SurveyPage = Page(SurveyRow);
export type SurveyPage = Static<typeof SurveyPage>;

/** The survey list's orders: newest first by default, or by title, period or answers either way. */
export const SURVEY_SORTS = [
  '-id',
  'title',
  '-title',
  'start_time',
  '-start_time',
  'end_time',
  '-end_time',
  'answer_count',
  '-answer_count',
] as const;
export type SurveySort = (typeof SURVEY_SORTS)[number];

export const SurveyListQuery = Closed({
  page: Type.Optional(PageNumber()),
  sort_by: Type.Optional(literals(SURVEY_SORTS)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(literals(SURVEY_STATUSES)),
});
export type SurveyListQuery = Static<typeof SurveyListQuery>;

export const SurveyIdQuery = Closed({ id: Id() });
export type SurveyIdQuery = Static<typeof SurveyIdQuery>;

const bodyFields = {
  title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  description: Type.String({ maxLength: SURVEY_TEXT_MAX_LENGTH }),
  start_time: time(),
  end_time: time(),
  status: literals(SURVEY_STATUSES),
  realms: Type.String({ maxLength: 200, pattern: REALM_LIST_PATTERN }),
  organization_ids: Type.String({ maxLength: 2000, pattern: ORG_LIST_PATTERN }),
};

/** add_survey (form data): a new survey is a draft unless it says otherwise; lists joined by commas. */
export const SurveyAddBody = Closed({
  title: bodyFields.title,
  description: Type.Optional(bodyFields.description),
  start_time: bodyFields.start_time,
  end_time: bodyFields.end_time,
  status: Type.Optional(bodyFields.status),
  realms: Type.Optional(bodyFields.realms),
  organization_ids: Type.Optional(bodyFields.organization_ids),
});
export type SurveyAddBody = Static<typeof SurveyAddBody>;

export const SurveyEditBody = Closed({ id: Id(), ...Type.Partial(Closed(bodyFields)).properties });
export type SurveyEditBody = Static<typeof SurveyEditBody>;

export const QuestionListQuery = Closed({
  survey_id: Id(),
  page: Type.Optional(PageNumber()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SURVEY_MAX_QUESTIONS, default: SURVEY_MAX_QUESTIONS })),
});
export type QuestionListQuery = Static<typeof QuestionListQuery>;

export const QuestionPage = Page(Question);
export type QuestionPage = Static<typeof QuestionPage>;

const questionFields = {
  question_type_id: Type.Integer({ minimum: 1, maximum: 4 }),
  question: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }),
  /** The options of a choice question as a form sends them: one option a line. */
  answer: Type.String({ maxLength: SURVEY_MAX_OPTIONS * (SURVEY_OPTION_MAX_LENGTH + 2) }),
  required: Type.Boolean(),
  /** 1-based place in the survey; others move to make room. */
  position: Type.Integer({ minimum: 1, maximum: SURVEY_MAX_QUESTIONS }),
};

export const QuestionAddBody = Closed({
  survey_id: Id(),
  question_type_id: questionFields.question_type_id,
  question: questionFields.question,
  answer: Type.Optional(questionFields.answer),
  required: Type.Optional(questionFields.required),
  position: Type.Optional(questionFields.position),
});
export type QuestionAddBody = Static<typeof QuestionAddBody>;

export const QuestionEditBody = Closed({ id: Id(), ...Type.Partial(Closed(questionFields)).properties });
export type QuestionEditBody = Static<typeof QuestionEditBody>;

/** The options of a form's text, one a line, trimmed, blank lines dropped. */
export const optionsOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Why a question's options do not fit its type, or null. */
export function optionsProblem(typeId: number, options: readonly string[]): MessageCode | null {
  if (!isChoiceType(typeId)) return options.length === 0 ? null : 'survey_options_invalid';
  if (options.length < SURVEY_MIN_OPTIONS || options.length > SURVEY_MAX_OPTIONS) return 'survey_options_invalid';
  if (options.some((option) => option.length > SURVEY_OPTION_MAX_LENGTH)) return 'survey_options_invalid';
  return new Set(options).size === options.length ? null : 'survey_options_invalid';
}

export const AnswerItem = Closed({
  question_id: Id(),
  /** The chosen option(s) of a choice question, or the rating '1'-'5'. */
  answer: Type.Optional(
    Type.Array(Type.String({ maxLength: SURVEY_OPTION_MAX_LENGTH }), { maxItems: SURVEY_MAX_OPTIONS }),
  ),
  /** The text of a text question. */
  answer_text: Type.Optional(Type.String({ maxLength: SURVEY_TEXT_MAX_LENGTH })),
});
export type AnswerItem = Static<typeof AnswerItem>;

/** add_answer: a whole submission, sent as JSON; every answer is checked against its question. */
export const AnswerAddBody = Closed({
  survey_id: Id(),
  answers: Type.Array(AnswerItem, { maxItems: SURVEY_MAX_QUESTIONS }),
});
export type AnswerAddBody = Static<typeof AnswerAddBody>;

/** Why one answer does not fit its question, or null. An empty answer is "not answered". */
export function answerProblem(
  question: Pick<Question, 'question_type_id' | 'answer'>,
  item: Pick<AnswerItem, 'answer' | 'answer_text'>,
): MessageCode | null {
  const chosen = item.answer ?? [];
  const text = (item.answer_text ?? '').trim();
  switch (question.question_type_id) {
    case QUESTION_TYPES.single:
      if (text !== '' || chosen.length > 1) return 'survey_answer_invalid';
      return chosen.every((c) => question.answer.includes(c)) ? null : 'survey_answer_invalid';
    case QUESTION_TYPES.multiple:
      if (text !== '' || new Set(chosen).size !== chosen.length) return 'survey_answer_invalid';
      return chosen.every((c) => question.answer.includes(c)) ? null : 'survey_answer_invalid';
    case QUESTION_TYPES.rating:
      if (text !== '' || chosen.length > 1) return 'survey_answer_invalid';
      return chosen.every((c) => (RATING_VALUES as readonly string[]).includes(c)) ? null : 'survey_answer_invalid';
    default:
      return chosen.length === 0 ? null : 'survey_answer_invalid';
  }
}

/** Whether an answer says anything (a required question needs one that does). */
export const isAnswered = (item: Pick<AnswerItem, 'answer' | 'answer_text'> | undefined) =>
  item !== undefined && ((item.answer ?? []).length > 0 || (item.answer_text ?? '').trim() !== '');

export const ANSWER_STATUSES = ['answered', 'not_answered'] as const;

/** check_survey: the open surveys of the caller's audience, answered or not, each with what its form needs. */
export const CheckSurveyRow = Closed({
  survey_id: Id(),
  answer_status: literals(ANSWER_STATUSES),
  title: Type.String(),
  description: Type.String(),
  start_time: DateTime(),
  end_time: DateTime(),
  questions: Type.Array(Question),
});
export type CheckSurveyRow = Static<typeof CheckSurveyRow>;

export const CheckSurveyResult = Type.Array(CheckSurveyRow);
export type CheckSurveyResult = Static<typeof CheckSurveyResult>;

export const CheckSurveyQuery = Closed({});
