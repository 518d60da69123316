import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import {
  answerProblem,
  isAnswered,
  optionsOf,
  optionsProblem,
  QUESTION_TYPES,
  questionTypeName,
  SURVEY_TOASTS,
} from './survey.js';

const single = { question_type_id: QUESTION_TYPES.single, answer: ['Yes', 'No, never'] };
const multiple = { question_type_id: QUESTION_TYPES.multiple, answer: ['Map', 'Fuel', 'Alerts'] };
const rating = { question_type_id: QUESTION_TYPES.rating, answer: [] };
const text = { question_type_id: QUESTION_TYPES.text, answer: [] };

describe('survey toasts', () => {
  it('keep the spec texts word for word, each under its message code', () => {
    expect(Object.fromEntries(Object.entries(SURVEY_TOASTS).map(([call, code]) => [call, MESSAGES[code]]))).toEqual({
      add_question: 'Failed to add question',
      delete_survey: 'Failed to delete survey',
      delete_question: 'Failed to delete question',
      add_answer: 'Failed send survey',
      download_survey: 'Failed download survey',
      success: 'Success',
      deleted: 'Survey has been deleted',
    });
  });
});

describe('question options', () => {
  it('reads one option a line, trimmed, blank lines dropped', () => {
    expect(optionsOf(' Yes \n\nNo, never\r\n')).toEqual(['Yes', 'No, never']);
  });

  it('asks 2 to 20 different options of a choice question and none of the others', () => {
    expect(optionsProblem(QUESTION_TYPES.single, ['A', 'B'])).toBeNull();
    expect(optionsProblem(QUESTION_TYPES.multiple, ['A'])).toBe('survey_options_invalid');
    expect(optionsProblem(QUESTION_TYPES.multiple, ['A', 'A'])).toBe('survey_options_invalid');
    expect(
      optionsProblem(
        QUESTION_TYPES.single,
        Array.from({ length: 21 }, (_, i) => `O${i}`),
      ),
    ).toBe('survey_options_invalid');
    expect(optionsProblem(QUESTION_TYPES.single, ['A', 'x'.repeat(201)])).toBe('survey_options_invalid');
    expect(optionsProblem(QUESTION_TYPES.text, [])).toBeNull();
    expect(optionsProblem(QUESTION_TYPES.rating, ['A', 'B'])).toBe('survey_options_invalid');
  });

  it('names the four types', () => {
    expect([1, 2, 3, 4].map(questionTypeName)).toEqual(['single', 'multiple', 'text', 'rating']);
  });
});

describe('answers against their question', () => {
  it('takes one of the options of a single choice', () => {
    expect(answerProblem(single, { answer: ['No, never'] })).toBeNull();
    expect(answerProblem(single, { answer: ['Yes', 'No, never'] })).toBe('survey_answer_invalid');
    expect(answerProblem(single, { answer: ['Maybe'] })).toBe('survey_answer_invalid');
    expect(answerProblem(single, { answer: ['Yes'], answer_text: 'and more' })).toBe('survey_answer_invalid');
  });

  it('takes distinct options of a multiple choice', () => {
    expect(answerProblem(multiple, { answer: ['Fuel', 'Map'] })).toBeNull();
    expect(answerProblem(multiple, { answer: ['Fuel', 'Fuel'] })).toBe('survey_answer_invalid');
    expect(answerProblem(multiple, { answer: ['Fuel', 'Radio'] })).toBe('survey_answer_invalid');
  });

  it('takes a rating of 1 to 5 and a text for a text question', () => {
    for (const value of ['1', '5']) expect(answerProblem(rating, { answer: [value] })).toBeNull();
    for (const value of ['0', '6', '3.5', 'five']) expect(answerProblem(rating, { answer: [value] })).not.toBeNull();
    expect(answerProblem(text, { answer_text: 'Fine' })).toBeNull();
    expect(answerProblem(text, { answer: ['Fine'] })).toBe('survey_answer_invalid');
  });

  it('counts an empty answer as not answered', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered({ answer: [], answer_text: '  ' })).toBe(false);
    expect(isAnswered({ answer: ['1'] })).toBe(true);
    expect(isAnswered({ answer_text: 'x' })).toBe(true);
  });
});
