import { describe, expect, it } from 'vitest';
import { readTableState, toQueryParams, writeTableState, type TableConfig } from './tableState';
import { directionsOf, sortOrderOf, sortValueOf, type SortSpec } from './sortSpec';

type Sort = 'created_at' | '-created_at' | 'username';
const config: TableConfig<'username' | 'status', Sort> = {
  filterKeys: ['username', 'status'],
  sortValues: ['created_at', '-created_at', 'username'],
  defaultSort: '-created_at',
};

describe('readTableState', () => {
  it('uses the defaults for an empty address', () => {
    expect(readTableState(new URLSearchParams(), config)).toEqual({
      page: 1,
      limit: 10,
      sort: '-created_at',
      filters: {},
    });
  });

  it('reads page, limit, sort and filters', () => {
    const params = new URLSearchParams('page=3&limit=50&sort_by=username&username=%20ro%20&status=locked&other=1');
    expect(readTableState(params, config)).toEqual({
      page: 3,
      limit: 50,
      sort: 'username',
      filters: { username: 'ro', status: 'locked' },
    });
  });

  it('falls back on broken values', () => {
    const params = new URLSearchParams('page=0&limit=5000&sort_by=-username&status=');
    expect(readTableState(params, config)).toEqual({ page: 1, limit: 10, sort: '-created_at', filters: {} });
    expect(readTableState(new URLSearchParams('page=2.5&limit=abc'), config)).toMatchObject({ page: 1, limit: 10 });
  });
});

describe('writeTableState', () => {
  it('leaves defaults out and keeps unrelated parameters', () => {
    const state = { page: 1, limit: 10, sort: '-created_at' as const, filters: {} };
    expect(writeTableState(new URLSearchParams('tab=a&page=4'), state, config).toString()).toBe('tab=a');
  });

  it('round-trips a state', () => {
    const state = { page: 2, limit: 20, sort: 'created_at' as const, filters: { username: 'root', status: 'success' } };
    const params = writeTableState(new URLSearchParams(), state, config);
    expect(params.toString()).toBe('page=2&limit=20&sort_by=created_at&username=root&status=success');
    expect(readTableState(params, config)).toEqual(state);
  });
});

describe('toQueryParams', () => {
  it('sends the set filters with page, limit and sort_by', () => {
    const state = { page: 2, limit: 10, sort: 'username' as const, filters: { status: 'locked' } };
    expect(toQueryParams(state)).toEqual({ page: 2, limit: 10, sort_by: 'username', status: 'locked' });
    expect(toQueryParams({ page: 1, limit: 10, sort: undefined, filters: {} })).toEqual({ page: 1, limit: 10 });
  });
});

describe('sort spec', () => {
  const date: SortSpec<Sort> = { ascend: 'created_at', descend: '-created_at' };
  const name: SortSpec<Sort> = { ascend: 'username' };

  it('maps sort_by to a column order and back', () => {
    expect(sortOrderOf('-created_at', date)).toBe('descend');
    expect(sortOrderOf('created_at', date)).toBe('ascend');
    expect(sortOrderOf('username', date)).toBeNull();
    expect(sortOrderOf(undefined, name)).toBeNull();
    expect(sortValueOf('ascend', name)).toBe('username');
    expect(sortValueOf('descend', name)).toBeUndefined();
    expect(sortValueOf(null, date)).toBeUndefined();
  });

  it('offers the default direction first and only the directions the server knows', () => {
    expect(directionsOf(date, '-created_at')).toEqual(['descend', 'ascend']);
    expect(directionsOf(date)).toEqual(['ascend', 'descend']);
    expect(directionsOf(name, '-created_at')).toEqual(['ascend']);
  });
});

describe('a table with its own default page size', () => {
  const hundred: TableConfig<'status', Sort> = { filterKeys: ['status'], defaultLimit: 100 };

  it('reads and leaves out that size, and keeps another one in the address', () => {
    expect(readTableState(new URLSearchParams(), hundred).limit).toBe(100);
    const state = { page: 1, limit: 100, sort: undefined, filters: {} };
    expect(writeTableState(new URLSearchParams(), state, hundred).toString()).toBe('');
    expect(writeTableState(new URLSearchParams(), { ...state, limit: 10 }, hundred).toString()).toBe('limit=10');
  });
});
