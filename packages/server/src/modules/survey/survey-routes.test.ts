import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import {
  MESSAGES,
  QUESTION_TYPES,
  SURVEY_CALLS,
  SURVEY_MAX_QUESTIONS,
  type CheckSurveyResult,
  type Question,
  type SurveyPage,
  type SurveyView,
} from '@armada/domain';
import { queryRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, formPost, orgIdOf } from '../../test-support/http-helpers.js';
import { DEMO_SURVEY_TITLE } from '../../demo/seeds/seed-surveys.js';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await buildTestApp();
  for (const who of ['admin', 'dealer', 'dealer2', 'customer', 'customer2', 'driver', 'agro', 'callcenter'])
    tokens.set(who, await t.tokenOf(who));
});
afterAll(() => t.close());

const tokenOf = (who: string) => tokens.get(who) ?? '';
const get = (who: string, url: string, query: Record<string, string | number> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: bearer(tokenOf(who)),
  });
const form = (
  who: string,
  url: string,
  fields: Record<string, string | number | boolean | undefined>,
  method: 'POST' | 'PUT' = 'POST',
) =>
  formPost(
    t.app,
    url,
    Object.fromEntries(
      Object.entries(fields)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    ),
    {
      method,
      headers: bearer(tokenOf(who)),
    },
  );
const remove = (who: string, url: string, id: number) =>
  t.app.inject({ method: 'DELETE', url, query: { id: String(id) }, headers: bearer(tokenOf(who)) });
const answer = (who: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: SURVEY_CALLS.addAnswer, payload: body as object, headers: bearer(tokenOf(who)) });
const codeOf = (response: { json: () => unknown }) => (response.json() as { code?: string }).code;
const idOf = (response: Parameters<typeof bodyOf>[0]) => bodyOf<{ id: number }>(response).result.id;
const check = async (who: string) => bodyOf<CheckSurveyResult>(await get(who, SURVEY_CALLS.check)).result;
const view = async (who: string, id: number) => bodyOf<SurveyView>(await get(who, SURVEY_CALLS.view, { id })).result;
const count = async (table: string, surveyId: number) =>
  (
    await queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE survey_id = ${surveyId}`,
    )
  )[0]?.n;

const hour = 3_600_000;
const PERIOD = {
  start_time: new Date(Date.now() - hour).toISOString(),
  end_time: new Date(Date.now() + 48 * hour).toISOString(),
};

async function newSurvey(who: string, fields: Record<string, string> = {}) {
  const response = await form(who, SURVEY_CALLS.add, { title: 'Fleet check', ...PERIOD, ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return idOf(response);
}

async function addQuestions(who: string, surveyId: number) {
  const add = (fields: Record<string, string | number | boolean>) =>
    form(who, SURVEY_CALLS.addQuestion, { survey_id: surveyId, ...fields });
  const ids = {
    rating: idOf(await add({ question_type_id: QUESTION_TYPES.rating, question: 'Rate the truck' })),
    single: idOf(
      await add({ question_type_id: QUESTION_TYPES.single, question: 'Brakes?', answer: 'Good\nWorn, soon\nBad' }),
    ),
    multiple: idOf(
      await add({ question_type_id: QUESTION_TYPES.multiple, question: 'Used?', answer: 'Map\nFuel\nAlerts' }),
    ),
    text: idOf(await add({ question_type_id: QUESTION_TYPES.text, question: 'Remarks', required: false })),
  };
  return ids;
}

describe('survey life cycle', () => {
  it('creates, adds questions, publishes, offers, takes one answer, downloads it and deletes with its toast', async () => {
    const id = await newSurvey('admin', { realms: 'customer', description: 'Quarterly' });
    const q = await addQuestions('admin', id);
    // A draft is offered to nobody.
    expect((await check('driver')).map((s) => s.survey_id)).not.toContain(id);
    const published = await form('admin', SURVEY_CALLS.edit, { id, status: 'published' }, 'PUT');
    expect(published.statusCode).toBe(200);
    expect(bodyOf(published).message).toBe(MESSAGES.success);

    const offered = (await check('driver')).find((s) => s.survey_id === id);
    expect(offered).toMatchObject({ answer_status: 'not_answered', title: 'Fleet check' });
    expect(offered?.questions.map((question: Question) => question.id)).toEqual([
      q.rating,
      q.single,
      q.multiple,
      q.text,
    ]);

    const sent = await answer('driver', {
      survey_id: id,
      answers: [
        { question_id: q.rating, answer: ['5'] },
        { question_id: q.single, answer: ['Worn, soon'] },
        { question_id: q.multiple, answer: ['Map', 'Alerts'] },
        { question_id: q.text, answer_text: 'All fine' },
      ],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await check('driver')).find((s) => s.survey_id === id)?.answer_status).toBe('answered');
    // A second submission is refused and stores nothing more.
    const again = await answer('driver', {
      survey_id: id,
      answers: [
        { question_id: q.rating, answer: ['1'] },
        { question_id: q.single, answer: ['Bad'] },
        { question_id: q.multiple, answer: ['Fuel'] },
      ],
    });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('survey_already_answered');
    expect(await count('survey_answers', id)).toBe(4);

    const listed = bodyOf<SurveyPage>(await get('admin', SURVEY_CALLS.list, { search: 'Fleet check' })).result;
    expect(listed.data.find((s) => s.id === id)).toMatchObject({
      answer_count: 1,
      question_count: 4,
      realms: ['customer'],
    });

    const file = await get('admin', SURVEY_CALLS.download, { id });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Username',
      'Name',
      'Organisation',
      'Submitted at',
      'Rate the truck',
      'Brakes?',
      'Used?',
      'Remarks',
    ]);
    expect(sheet?.rowCount).toBe(2);
    const row = sheet?.getRow(2).values as unknown[];
    expect(row[1]).toBe('driver');
    expect(row.slice(5)).toEqual([5, 'Worn, soon', 'Map, Alerts', 'All fine']);

    const deleted = await remove('admin', SURVEY_CALLS.remove, id);
    expect(deleted.statusCode).toBe(200);
    expect(bodyOf(deleted).message).toBe(MESSAGES.survey_deleted);
    expect(await count('survey_answers', id)).toBe(0);
    expect((await get('admin', SURVEY_CALLS.view, { id })).statusCode).toBe(404);
  });

  it('offers the demo survey to driver and customer, unanswered', async () => {
    for (const who of ['driver', 'customer']) {
      const demo = (await check(who)).find((s) => s.title === DEMO_SURVEY_TITLE);
      expect(demo?.answer_status, who).toBe('not_answered');
      expect(new Set(demo?.questions.map((q) => q.question_type_id))).toEqual(new Set([1, 2, 3, 4]));
    }
    expect((await check('customer2')).find((s) => s.title === DEMO_SURVEY_TITLE)?.answer_status).toBe('answered');
  });
});

describe('answers are checked against their questions', () => {
  let id = 0;
  let q: Awaited<ReturnType<typeof addQuestions>>;
  beforeAll(async () => {
    id = await newSurvey('admin', { realms: 'customer' });
    q = await addQuestions('admin', id);
    await form('admin', SURVEY_CALLS.edit, { id, status: 'published' }, 'PUT');
  });
  const good = () => [
    { question_id: q.rating, answer: ['3'] },
    { question_id: q.single, answer: ['Good'] },
    { question_id: q.multiple, answer: ['Fuel'] },
  ];

  it('refuses answers that do not fit, missing required ones and unknown questions, storing nothing', async () => {
    const bad: [unknown[], string][] = [
      [[{ question_id: q.rating, answer: ['6'] }, ...good().slice(1)], 'survey_answer_invalid'],
      [[{ question_id: q.rating, answer: ['3', '4'] }, ...good().slice(1)], 'survey_answer_invalid'],
      [[good()[0], { question_id: q.single, answer: ['Good', 'Bad'] }, good()[2]], 'survey_answer_invalid'],
      [[good()[0], { question_id: q.single, answer: ['Excellent'] }, good()[2]], 'survey_answer_invalid'],
      [[...good().slice(0, 2), { question_id: q.multiple, answer: ['Fuel', 'Fuel'] }], 'survey_answer_invalid'],
      [[...good(), { question_id: q.text, answer: ['Map'] }], 'survey_answer_invalid'],
      [[...good(), { question_id: q.rating, answer: ['2'] }], 'survey_answer_invalid'],
      [good().slice(0, 2), 'survey_answer_required'],
      [[...good().slice(0, 2), { question_id: q.multiple, answer: [] }], 'survey_answer_required'],
      [[...good(), { question_id: 999_999, answer: ['1'] }], 'survey_answer_unknown_question'],
    ];
    for (const [answers, code] of bad) {
      const response = await answer('driver', { survey_id: id, answers });
      expect(response.statusCode, JSON.stringify(answers)).toBe(400);
      expect(codeOf(response), JSON.stringify(answers)).toBe(code);
    }
    expect((await answer('driver', { survey_id: id, answers: good(), user_id: 1 })).statusCode).toBe(400);
    expect(await count('survey_submissions', id)).toBe(0);
    expect(await count('survey_answers', id)).toBe(0);
    // The optional text may be left out.
    expect((await answer('driver', { survey_id: id, answers: good() })).statusCode).toBe(200);
    expect(await count('survey_answers', id)).toBe(3);
  });

  it('refuses closed, draft and future surveys, and calls without a token or permission', async () => {
    const closed = await newSurvey('admin', { realms: 'customer' });
    const cq = await addQuestions('admin', closed);
    await form('admin', SURVEY_CALLS.edit, { id: closed, status: 'published' }, 'PUT');
    await form('admin', SURVEY_CALLS.edit, { id: closed, status: 'closed' }, 'PUT');
    const submission = { survey_id: closed, answers: [{ question_id: cq.rating, answer: ['3'] }] };
    const response = await answer('customer', submission);
    expect(response.statusCode).toBe(409);
    expect(codeOf(response)).toBe('survey_not_open');
    const draft = await newSurvey('admin', { realms: 'customer' });
    expect((await answer('customer', { survey_id: draft, answers: [] })).statusCode).toBe(404);
    const later = await newSurvey('admin', {
      realms: 'customer',
      start_time: new Date(Date.now() + 24 * hour).toISOString(),
    });
    await addQuestions('admin', later);
    await form('admin', SURVEY_CALLS.edit, { id: later, status: 'published' }, 'PUT');
    expect(codeOf(await answer('customer', { survey_id: later, answers: [] }))).toBe('survey_not_open');
    expect((await check('customer')).map((s) => s.survey_id)).not.toContain(later);
    expect((await t.app.inject({ method: 'POST', url: SURVEY_CALLS.addAnswer, payload: submission })).statusCode).toBe(
      401,
    );
    expect((await answer('callcenter', submission)).statusCode).toBe(403);
    expect((await get('driver', SURVEY_CALLS.list)).statusCode).toBe(403);
    expect((await get('callcenter', SURVEY_CALLS.check)).statusCode).toBe(403);
  });
});

describe('questions', () => {
  it('keeps at most 100 questions per survey and lists them with limit 100', async () => {
    const id = await newSurvey('admin');
    await t.ctx.database.db.execute(sql`INSERT INTO survey_questions (survey_id, question_type_id, question, position)
      SELECT ${id}, 3, 'Q' || n, n FROM generate_series(1, ${SURVEY_MAX_QUESTIONS - 1}) AS n`);
    const last = await form('admin', SURVEY_CALLS.addQuestion, {
      survey_id: id,
      question_type_id: 3,
      question: 'Last',
    });
    expect(last.statusCode).toBe(200);
    const over = await form('admin', SURVEY_CALLS.addQuestion, {
      survey_id: id,
      question_type_id: 3,
      question: 'One more',
    });
    expect(over.statusCode).toBe(400);
    expect(codeOf(over)).toBe('survey_questions_too_many');
    expect(bodyOf(over).message).toBe('A survey may hold at most 100 questions');
    const page = bodyOf<{ data: Question[]; total_data: number }>(
      await get('admin', SURVEY_CALLS.listQuestion, { survey_id: id, limit: 100 }),
    ).result;
    expect(page.data).toHaveLength(100);
    expect(page.data.at(-1)?.question).toBe('Last');
    expect((await get('admin', SURVEY_CALLS.listQuestion, { survey_id: id, limit: 101 })).statusCode).toBe(400);
  });

  it('refuses bad options, reorders, and protects the questions of an answered survey', async () => {
    const id = await newSurvey('admin', { realms: 'customer' });
    for (const fields of [
      { question_type_id: 1, question: 'One option', answer: 'Only' },
      { question_type_id: 2, question: 'Twice', answer: 'A\nA' },
      { question_type_id: 4, question: 'Rating with options', answer: 'A\nB' },
      { question_type_id: 5, question: 'No such type' },
      { question_type_id: 3, question: '   ' },
    ]) {
      const response = await form('admin', SURVEY_CALLS.addQuestion, { survey_id: id, ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
    }
    expect(await count('survey_questions', id)).toBe(0);
    const q = await addQuestions('admin', id);
    expect((await form('admin', SURVEY_CALLS.editQuestion, { id: q.text, position: 1 }, 'PUT')).statusCode).toBe(200);
    expect((await view('admin', id)).questions.map((question) => question.id)).toEqual([
      q.text,
      q.rating,
      q.single,
      q.multiple,
    ]);
    expect((await view('admin', id)).questions.map((question) => question.position)).toEqual([1, 2, 3, 4]);
    await form('admin', SURVEY_CALLS.edit, { id, status: 'published' }, 'PUT');
    await answer('customer', {
      survey_id: id,
      answers: [
        { question_id: q.rating, answer: ['2'] },
        { question_id: q.single, answer: ['Bad'] },
        { question_id: q.multiple, answer: ['Map'] },
      ],
    });
    for (const change of [
      { id: q.single, answer: 'Good\nBad' },
      { id: q.rating, question_type_id: 3 },
      { id: q.text, required: true },
    ]) {
      const response = await form('admin', SURVEY_CALLS.editQuestion, change, 'PUT');
      expect(response.statusCode, JSON.stringify(change)).toBe(409);
      expect(codeOf(response)).toBe('survey_has_answers');
    }
    expect(
      codeOf(await form('admin', SURVEY_CALLS.addQuestion, { survey_id: id, question_type_id: 3, question: 'New' })),
    ).toBe('survey_has_answers');
    expect(codeOf(await remove('admin', SURVEY_CALLS.removeQuestion, q.text))).toBe('survey_has_answers');
    expect(codeOf(await form('admin', SURVEY_CALLS.edit, { id, status: 'draft' }, 'PUT'))).toBe(
      'survey_status_invalid',
    );
    // Its wording may still be corrected.
    expect(
      (await form('admin', SURVEY_CALLS.editQuestion, { id: q.single, question: 'Brakes now?' }, 'PUT')).statusCode,
    ).toBe(200);
    expect((await view('admin', id)).questions.find((question) => question.id === q.single)?.answer).toEqual([
      'Good',
      'Worn, soon',
      'Bad',
    ]);
  });

  it('refuses a survey without questions to be published, and a period that ends before it starts', async () => {
    const id = await newSurvey('admin');
    expect(codeOf(await form('admin', SURVEY_CALLS.edit, { id, status: 'published' }, 'PUT'))).toBe(
      'survey_no_questions',
    );
    const backwards = await form('admin', SURVEY_CALLS.add, {
      title: 'Backwards',
      start_time: PERIOD.end_time,
      end_time: PERIOD.start_time,
    });
    expect(codeOf(backwards)).toBe('survey_period_invalid');
    expect(codeOf(await form('admin', SURVEY_CALLS.add, { title: 'X', ...PERIOD, status: 'published' }))).toBe(
      'survey_no_questions',
    );
    expect((await form('admin', SURVEY_CALLS.add, { title: 'X', ...PERIOD, owner_id: 1 })).statusCode).toBe(400);
  });
});

describe('scoping across organisations and audiences', () => {
  it('lets a dealer run surveys for its own customers only, unseen by other dealers', async () => {
    const lognus = await orgIdOf(t.ctx, 'CUS-LOGNUS');
    const maju = await orgIdOf(t.ctx, 'CUS-MAJU');
    const refused = await form('dealer', SURVEY_CALLS.add, {
      title: 'Not mine',
      ...PERIOD,
      organization_ids: String(maju),
    });
    expect(codeOf(refused)).toBe('survey_audience_invalid');
    const id = await newSurvey('dealer', { title: 'Dealer JKT survey', realms: 'customer' });
    await addQuestions('dealer', id);
    await form('dealer', SURVEY_CALLS.edit, { id, status: 'published' }, 'PUT');
    for (const who of ['dealer2']) {
      expect((await get(who, SURVEY_CALLS.view, { id })).statusCode).toBe(404);
      expect((await form(who, SURVEY_CALLS.edit, { id, title: 'Taken' }, 'PUT')).statusCode).toBe(404);
      expect((await remove(who, SURVEY_CALLS.remove, id)).statusCode).toBe(404);
      expect((await get(who, SURVEY_CALLS.download, { id })).statusCode).toBe(404);
      expect((await get(who, SURVEY_CALLS.listQuestion, { survey_id: id })).statusCode).toBe(404);
      const list = bodyOf<SurveyPage>(await get(who, SURVEY_CALLS.list, { limit: 100 })).result.data;
      expect(list.map((s) => s.id)).not.toContain(id);
    }
    expect((await get('admin', SURVEY_CALLS.view, { id })).statusCode).toBe(200);
    // The brand's surveys are not the dealer's to see.
    const dealerList = bodyOf<SurveyPage>(await get('dealer', SURVEY_CALLS.list, { limit: 100 })).result.data;
    expect(dealerList.every((s) => s.owner_name === 'Dealer Jakarta Timur')).toBe(true);
    // Customer realm of DLR-JKT (LOGNUS: customer, driver) is offered it; DLR-SBY's customer2 is not.
    expect((await check('driver')).map((s) => s.survey_id)).toContain(id);
    expect((await check('customer2')).map((s) => s.survey_id)).not.toContain(id);
    expect((await answer('customer2', { survey_id: id, answers: [] })).statusCode).toBe(404);
    // An audience of one organisation.
    const narrow = await newSurvey('admin', { organization_ids: String(lognus) });
    await addQuestions('admin', narrow);
    await form('admin', SURVEY_CALLS.edit, { id: narrow, status: 'published' }, 'PUT');
    expect((await check('customer')).map((s) => s.survey_id)).toContain(narrow);
    expect((await check('customer2')).map((s) => s.survey_id)).not.toContain(narrow);
    expect((await check('agro')).map((s) => s.survey_id)).not.toContain(narrow);
    // A realm audience leaves other realms out.
    const realmOnly = await newSurvey('admin', { realms: 'best-agro' });
    await addQuestions('admin', realmOnly);
    await form('admin', SURVEY_CALLS.edit, { id: realmOnly, status: 'published' }, 'PUT');
    expect((await check('agro')).map((s) => s.survey_id)).toContain(realmOnly);
    expect((await check('driver')).map((s) => s.survey_id)).not.toContain(realmOnly);
  });

  it('refuses a failed delete with its code and changes nothing', async () => {
    const before = bodyOf<SurveyPage>(await get('admin', SURVEY_CALLS.list, { limit: 100 })).result.total_data;
    expect((await remove('admin', SURVEY_CALLS.remove, 2_000_000)).statusCode).toBe(404);
    expect((await remove('admin', SURVEY_CALLS.removeQuestion, 2_000_000)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: SURVEY_CALLS.remove, query: { id: '1' } })).statusCode).toBe(
      401,
    );
    expect((await remove('driver', SURVEY_CALLS.remove, 1)).statusCode).toBe(403);
    expect(bodyOf<SurveyPage>(await get('admin', SURVEY_CALLS.list, { limit: 100 })).result.total_data).toBe(before);
  });
});

describe('the survey list order', () => {
  it('sorts newest first by default, or by title, period or answers, and refuses an unknown order', async () => {
    const list = async (sort_by?: string) =>
      bodyOf<SurveyPage>(await get('admin', SURVEY_CALLS.list, { limit: 100, ...(sort_by ? { sort_by } : {}) })).result
        .data;
    const newest = await list();
    expect(newest.map((s) => s.id)).toEqual([...newest.map((s) => s.id)].sort((a, b) => b - a));
    const titles = (await list('title')).map((s) => s.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    expect((await list('-title')).map((s) => s.title.toLowerCase())).toEqual([...titles].reverse());
    const starts = (await list('start_time')).map((s) => Date.parse(s.start_time));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const answers = (await list('-answer_count')).map((s) => s.answer_count);
    expect(answers).toEqual([...answers].sort((a, b) => b - a));
    expect(new Set(answers).size).toBeGreaterThan(1);
    expect((await get('admin', SURVEY_CALLS.list, { sort_by: 'owner_id' })).statusCode).toBe(400);
  });
});
