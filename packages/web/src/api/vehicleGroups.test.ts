import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { resourceKey } from './resource';
import { ALL_VEHICLE_GROUPS_KEY, VEHICLE_GROUP_RESOURCE } from './vehicleGroups';

describe("the map's vehicle groups", () => {
  it('are refreshed by what a group save or delete refreshes (one cache, no hand-kept copy)', async () => {
    const client = new QueryClient();
    client.setQueryData(ALL_VEHICLE_GROUPS_KEY, { data: [], total_data: 0 });
    await client.invalidateQueries({ queryKey: resourceKey(VEHICLE_GROUP_RESOURCE) });
    expect(client.getQueryState(ALL_VEHICLE_GROUPS_KEY)?.isInvalidated).toBe(true);
  });
});
