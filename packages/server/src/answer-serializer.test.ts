import { describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { Closed, Envelope, Page, orNull } from '@armada/domain';
import { LARGE_LIST, answerSerializer } from './answer-serializer.js';

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

  it('writes a clean answer exactly as JSON.stringify does, and a dirty one without the names at any depth', () => {
    const clean = { name: 'n', id: 2 };
    expect(answerSerializer({ schema: Closed({ id: Type.Integer(), name: Type.String() }) })(clean)).toBe(
      JSON.stringify(clean),
    );
    const deep = { id: 2, tags: [{ code: 'b' }, { code: 'c', token: 't' }], name: 'n' };
    expect(answerSerializer({ schema: Row })(deep)).not.toContain('token');
  });

  it('writes a short list and a long one alike: the same declared fields, the same text', () => {
    const page = (rows: number, extra: Record<string, unknown>) => ({
      response: 200,
      message: 'Success',
      result: {
        data: Array.from({ length: rows }, (_, i) => ({
          id: i + 1,
          name: null,
          tags: [{ code: 'a', ...extra }],
          ...extra,
        })),
        total_data: rows,
        page: 1,
        limit: rows,
        ...extra,
      },
    });
    const writer = answerSerializer({ schema: Envelope(Page(Row)) });
    for (const rows of [1, LARGE_LIST, LARGE_LIST + 1]) {
      const written = writer(page(rows, { secret: 's' }));
      expect(written).not.toContain('secret');
      expect(written).toBe(JSON.stringify(page(rows, {})));
    }
  });

  it('writes a short list whose value is not of its declared type rather than failing', () => {
    const answer = {
      response: 200,
      message: 'Success',
      result: { data: [{ id: 'x', tags: [] }], total_data: 1, page: 1, limit: 1 },
    };
    expect(JSON.parse(answerSerializer({ schema: Envelope(Page(Row)) })(answer))).toEqual(answer);
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
