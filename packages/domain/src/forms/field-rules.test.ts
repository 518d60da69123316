import { describe, expect, it } from 'vitest';
import { UserOrgAddBody } from '../calls/user-org.js';
import { bodyProblems, cleanBody, editBody, fieldProblem } from './field-rules.js';

describe('form fields checked with the call schema', () => {
  it('asks to fill a required field left blank, and lets an optional one be empty', () => {
    expect(fieldProblem(UserOrgAddBody, 'name', '  ')).toBe('fill_blank');
    expect(fieldProblem(UserOrgAddBody, 'realm_id', undefined)).toBe('fill_blank');
    expect(fieldProblem(UserOrgAddBody, 'address', '')).toBeNull();
  });

  it('converts form text to the schema types before checking', () => {
    expect(fieldProblem(UserOrgAddBody, 'latitude', '-6.2')).toBeNull();
    expect(fieldProblem(UserOrgAddBody, 'latitude', '95')).toBe('invalid_value');
    expect(fieldProblem(UserOrgAddBody, 'realm_id', '3')).toBeNull();
    expect(fieldProblem(UserOrgAddBody, 'phone', '0812-abc')).toBe('invalid_value');
  });

  it('checks the whole body and cleans it for sending', () => {
    expect(bodyProblems(UserOrgAddBody, { name: 'PT A', realm_id: 3, code: 'bad code!' })).toEqual({
      code: 'invalid_value',
    });
    expect(cleanBody({ name: ' PT A ', address: '', realm_id: 3, email: undefined })).toEqual({
      name: 'PT A',
      realm_id: 3,
    });
  });

  it('sends an emptied optional text as empty on edit, so the old value does not stay', () => {
    const initial = { name: 'PT A', address: 'Jl. Sudirman 1', latitude: -6.2, email: 'a@b.co' };
    const values = { name: 'PT A', address: '', latitude: undefined, email: 'a@b.co' };
    expect(editBody(UserOrgAddBody, initial, values)).toEqual({ name: 'PT A', address: '', email: 'a@b.co' });
    expect(editBody(UserOrgAddBody, { address: '' }, { address: '' })).toEqual({});
  });
});
