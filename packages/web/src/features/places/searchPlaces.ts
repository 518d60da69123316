import type { GeoGroup } from '@armada/domain';

/**
 * The groups and places that match a search: a group whose name matches keeps all its places;
 * otherwise only its places whose name or address match, and the group only if one does.
 */
export function searchGroups(groups: readonly GeoGroup[], search: string): GeoGroup[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...groups];
  const has = (text: string | null) => (text ?? '').toLowerCase().includes(needle);
  return groups.flatMap((group) => {
    if (has(group.name)) return [group];
    const geofences = group.geofences.filter((place) => has(place.name) || has(place.address));
    return geofences.length > 0 ? [{ ...group, geofences }] : [];
  });
}
