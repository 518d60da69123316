import { describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { Closed, Envelope, Page, orNull } from '@armada/domain';
import { answerSerializer } from './answer-serializer.js';

const write = (schema: unknown, payload: unknown) => JSON.parse(answerSerializer({ schema })(payload)) as unknown;

describe('answer serializer', () => {
  const Row = Closed({
    id: Type.Integer(),
    name: orNull(Type.String()),
    tags: Type.Array(Closed({ code: Type.String() })),
  });

  it('writes only the declared fields, at every depth of a paged list', () => {
    const row = { id: 1, name: null, password_hash: 'x', tags: [{ code: 'a', secret: 's' }] };
    const answer = {
      response: 200,
      message: 'Success',
      result: { data: [row], total_data: 1, page: 1, limit: 10, sql: 'q' },
    };
    expect(write(Envelope(Page(Row)), answer)).toEqual({
      response: 200,
      message: 'Success',
      result: { data: [{ id: 1, name: null, tags: [{ code: 'a' }] }], total_data: 1, page: 1, limit: 10 },
    });
  });

  it('keeps the fields any branch of a union declares, and nothing else', () => {
    const schema = Type.Union([
      Closed({ kind: Type.Literal('a'), a: Type.String() }),
      Closed({ kind: Type.Literal('b'), b: Type.Integer() }),
    ]);
    expect(write(schema, { kind: 'b', b: 2, token: 't' })).toEqual({ kind: 'b', b: 2 });
    expect(write(Envelope(schema), { response: 200, message: 'm', result: { kind: 'a', a: 'x', c: 1 } })).toEqual({
      response: 200,
      message: 'm',
      result: { kind: 'a', a: 'x' },
    });
  });

  it('keeps every key of an open part (a record of readings) while dropping undeclared fields around it', () => {
    const schema = Closed({ imei: Type.String(), props: Type.Record(Type.String(), Type.Unknown()) });
    expect(write(schema, { imei: '1', props: { ign: 1, fuel: 40 }, owner_password: 'x' })).toEqual({
      imei: '1',
      props: { ign: 1, fuel: 40 },
    });
  });

  it('keeps the declared fields of a union with an open part, and every key of that part', () => {
    const schema = Type.Union([
      Closed({ kind: Type.Literal('a'), props: Type.Record(Type.String(), Type.Unknown()) }),
      Closed({ kind: Type.Literal('b'), b: Type.Integer() }),
    ]);
    expect(write(schema, { kind: 'a', props: { x: 1 }, token: 't' })).toEqual({ kind: 'a', props: { x: 1 } });
  });

  it('writes open and scalar answers as they are, dates as ISO text', () => {
    expect(write(Type.Object({}), { any: 1 })).toEqual({ any: 1 });
    expect(write(Closed({ at: Type.String() }), { at: new Date('2026-01-02T03:04:05Z') })).toEqual({
      at: '2026-01-02T03:04:05.000Z',
    });
    expect(write(Type.Null(), null)).toBeNull();
  });
});
