import { useQueryClient } from '@tanstack/react-query';
import { hasPermission, PLACE_RESOURCES, type Viewer } from '@armada/domain';
import type { Params } from '../../api/client';
import { useResourceRemove, useResourceSave, type ResourceRef } from '../../api/resource';

export const GROUP_RESOURCE: ResourceRef = PLACE_RESOURCES.group;
export const PLACE_RESOURCE: ResourceRef = PLACE_RESOURCES.place;

/** The geo reads (the groups with their places, vehicles in them) all sit under this key. */
const GEO_KEY = ['geo'] as const;

export const mayEditPlaces = (viewer: Viewer | null) => viewer !== null && hasPermission(viewer, 'edit_geofence');

/** Saves and removals of groups and places, each followed by a fresh read of the groups the map draws. */
export function usePlaceWrites() {
  const client = useQueryClient();
  const saveGroup = useResourceSave(GROUP_RESOURCE);
  const savePlace = useResourceSave(PLACE_RESOURCE);
  const removeGroup = useResourceRemove(GROUP_RESOURCE, 'delete');
  const removePlace = useResourceRemove(PLACE_RESOURCE, 'delete');
  const refreshed = async <T>(write: Promise<T>): Promise<T> => {
    const result = await write;
    await client.invalidateQueries({ queryKey: GEO_KEY });
    return result;
  };
  return {
    saveGroup: (id: number | null, body: Params) => refreshed(saveGroup.mutateAsync({ id, body })),
    savePlace: (id: number | null, body: Params) => refreshed(savePlace.mutateAsync({ id, body })),
    removeGroup: (id: number) => refreshed(removeGroup.mutateAsync(id)),
    removePlace: (id: number) => refreshed(removePlace.mutateAsync(id)),
    busy: saveGroup.isPending || savePlace.isPending || removeGroup.isPending || removePlace.isPending,
  };
}
