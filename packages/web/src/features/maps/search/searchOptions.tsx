import type { TFunction } from 'i18next';
import type { PlaceResult } from '@armada/domain';
import { placeDetail, vehicleDetail } from './searchLabels';
import { SearchOption } from './SearchOption';
import type { VehicleMatch } from './vehicleMatches';

/** The value of the last option, which opens /search with the text. */
export const ALL_RESULTS = 'all';
export const vehicleValue = (imei: string) => `v:${imei}`;
export const placeValue = (index: number) => `p:${index}`;
export const isOptionValue = (value: string) => value === ALL_RESULTS || /^[vp]:/.test(value);

type Found = { vehicles: readonly VehicleMatch[]; places: readonly PlaceResult[]; text: string; searching: boolean };

/** The box's dropdown: vehicles, then places, then "see all results" while there is text. */
export function searchOptions({ vehicles, places, text, searching }: Found, t: TFunction<'mapSettings'>) {
  const groups = [];
  if (vehicles.length > 0) {
    groups.push({
      label: t('search.vehicles'),
      options: vehicles.map((match) => ({
        value: vehicleValue(match.entry.vehicle.imei),
        label: (
          <SearchOption kind="vehicle" title={match.entry.vehicle.vehicle_name} detail={vehicleDetail(match, t)} />
        ),
      })),
    });
  }
  if (places.length > 0) {
    groups.push({
      label: t('search.places'),
      options: places.map((place, i) => ({
        value: placeValue(i),
        label: <SearchOption kind="place" title={place.name} detail={placeDetail(place, t)} />,
      })),
    });
  }
  const all = { value: ALL_RESULTS, label: searching ? t('search.searching') : t('search.see_all') };
  return text.trim() ? [...groups, all] : groups;
}
