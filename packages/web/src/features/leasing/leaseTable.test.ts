import { describe, expect, it } from 'vitest';
import { readTableState } from '../../components/data-table/tableState';
import { LEASE_TABLE, leaseFilterParams, leaseListParams, sortParams } from './leaseTable';

describe('leased vehicle list parameters', () => {
  it('turns the table sort into sort_by and sort, newest first by default', () => {
    expect(sortParams(undefined)).toEqual({ sort_by: 'created_at', sort: 'desc' });
    expect(sortParams('chassis_number')).toEqual({ sort_by: 'chassis_number', sort: 'asc' });
    expect(sortParams('-last_update')).toEqual({ sort_by: 'last_update', sort: 'desc' });
  });

  it('reads the filters from the address and sends them with count_perpage and page', () => {
    const state = readTableState(
      new URLSearchParams('page=2&limit=20&sort_by=owner_name&search_by=owner_name&search=andi&update_status=0&x=1'),
      LEASE_TABLE,
    );
    expect(leaseListParams(state)).toEqual({
      search_by: 'owner_name',
      search: 'andi',
      update_status: '0',
      sort_by: 'owner_name',
      sort: 'asc',
      page: 2,
      count_perpage: 20,
    });
  });

  it("applies a route's default where the user chose nothing, and leaves paging out of the download", () => {
    const empty = readTableState(new URLSearchParams(''), LEASE_TABLE);
    expect(leaseFilterParams(empty, { dealer_approval: '0,1' })).toEqual({
      dealer_approval: '0,1',
      sort_by: 'created_at',
      sort: 'desc',
    });
    const chosen = readTableState(new URLSearchParams('dealer_approval=1'), LEASE_TABLE);
    expect(leaseFilterParams(chosen, { dealer_approval: '0,1' })).toMatchObject({ dealer_approval: '1' });
  });
});
