import { describe, expect, it } from 'vitest';
import { historyFilterParams, historyParams, resourceParams, type VehicleTableState } from './listParams';

const state: VehicleTableState = {
  page: 2,
  limit: 20,
  sort: '-vehicle_number',
  filters: { search: 'B 91', gps_type: '1', owner_id: '7', activation_status: '2', fitur: 'door' },
};

describe('vehicle list parameters', () => {
  it('maps the filters onto the vehicle resource fields, leaving out what it cannot filter', () => {
    expect(resourceParams(state)).toEqual({
      page: 2,
      limit: 20,
      sort_by: '-vehicle_number',
      search: 'B 91',
      filter: 'gpstype:1,organization_id:7,activation_status:2',
    });
  });

  it('passes the filters to the history calls under their own names, with count_perpage', () => {
    expect(historyParams(state)).toEqual({
      search: 'B 91',
      gps_type: '1',
      owner_id: '7',
      activation_status: '2',
      fitur: 'door',
      sort: '-vehicle_number',
      page: 2,
      count_perpage: 20,
    });
  });

  it('gives a download the filters and the columns, never a page', () => {
    const params = historyFilterParams(state, ['vehicle_name', 'imei']);
    expect(params).toMatchObject({ header: 'vehicle_name,imei', sort: '-vehicle_number' });
    expect(params).not.toHaveProperty('page');
    expect(params).not.toHaveProperty('count_perpage');
  });
});
