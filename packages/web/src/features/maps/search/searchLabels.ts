import type { TFunction } from 'i18next';
import type { PlaceResult } from '@armada/domain';
import type { VehicleMatch } from './vehicleMatches';

/** "B 1234 ABC · Chassis MJEC…": the plate, and the identifier that matched when it is not the name or plate. */
export function vehicleDetail(match: VehicleMatch, t: TFunction<'mapSettings'>): string {
  const { vehicle } = match.entry;
  const parts = [vehicle.vehicle_number ?? ''];
  if (match.field === 'chassis') parts.push(`${t('search.field.chassis')} ${vehicle.chassis_number ?? ''}`);
  if (match.field === 'imei') parts.push(`${t('search.field.imei')} ${vehicle.imei}`);
  return parts.filter(Boolean).join(' · ');
}

/** "Regency · Jawa Timur": what kind of place, and where. */
export function placeDetail(place: PlaceResult, t: TFunction<'mapSettings'>): string {
  return [t(`search.kind.${place.kind}`), place.detail].filter(Boolean).join(' · ');
}
