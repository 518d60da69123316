import { describe, expect, it } from 'vitest';
import { defaultListLimit, parseListFilter, parseSort, resourcePath } from './resource.js';

describe('the generic resource API', () => {
  it('names endpoints {group}/{name}/{endpoint}_{name}', () => {
    expect(resourcePath('user', 'user_org', 'list')).toBe('user/user_org/list_user_org');
    expect(resourcePath('user', 'user_type', 'deactivate')).toBe('user/user_type/deactivate_user_type');
  });

  it('pages 10 by default for paged lists and 50000 for the generic list', () => {
    expect(defaultListLimit(true)).toBe(10);
    expect(defaultListLimit(false)).toBe(50000);
  });

  it('reads filters as field:value pairs with alternatives', () => {
    expect(parseListFilter('isactive:1, realm_id:3|5', ['isactive', 'realm_id'])).toEqual({
      ok: true,
      filter: { isactive: ['1'], realm_id: ['3', '5'] },
    });
    expect(parseListFilter(undefined, [])).toEqual({ ok: true, filter: {} });
    expect(parseListFilter('code:a:b', ['code'])).toEqual({ ok: true, filter: { code: ['a:b'] } });
  });

  it('refuses unknown, repeated, empty and value-less filters', () => {
    expect(parseListFilter('password:x', ['isactive'])).toEqual({ ok: false, field: 'password' });
    expect(parseListFilter('isactive:1,isactive:0', ['isactive'])).toEqual({ ok: false, field: 'isactive' });
    expect(parseListFilter('isactive', ['isactive'])).toEqual({ ok: false, field: 'isactive' });
    expect(parseListFilter('isactive:1|', ['isactive'])).toEqual({ ok: false, field: 'isactive' });
  });

  it('reads sorts with a leading minus as descending, and refuses unknown fields', () => {
    expect(parseSort('-name', ['name'], 'id')).toEqual({ field: 'name', descending: true });
    expect(parseSort(undefined, ['id'], 'id')).toEqual({ field: 'id', descending: false });
    expect(parseSort('secret', ['name'], 'name')).toBeNull();
  });
});
