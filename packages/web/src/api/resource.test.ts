import { describe, expect, it } from 'vitest';
import { resourceListParams, resourceUrl } from './resource';

describe('the generic resource client', () => {
  it('builds the endpoint paths of spec section 7.1', () => {
    expect(resourceUrl({ group: 'user', name: 'user_org' }, 'deactivate')).toBe(
      '/api/user/user_org/deactivate_user_org',
    );
  });

  it('sends search as itself and other filters as field:value pairs', () => {
    const params = resourceListParams({
      page: 2,
      limit: 10,
      sort: '-name',
      filters: { search: 'sinar', realm_id: '3', isactive: '', dealer_id: '7' },
    });
    expect(params).toEqual({ page: 2, limit: 10, sort_by: '-name', search: 'sinar', filter: 'realm_id:3,dealer_id:7' });
  });
});
