import { useMemo, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { SEARCH_DEBOUNCE_MS } from '@armada/domain';
import type { FleetEntry } from '../../fleet/fleetModel';
import { VISIBLE_WIDTH_VAR } from '../settings/controlsClear';
import { MapControl } from '../settings/MapControl';
import { usePlaceSearch } from './placeSearchApi';
import { ALL_RESULTS, isOptionValue, placeValue, searchOptions, vehicleValue } from './searchOptions';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { usePlaceMarker } from './usePlaceMarker';
import { useUrlFocus } from './useUrlFocus';
import { matchVehicles } from './vehicleMatches';

export type MapSearchProps = {
  map: MapLibreMap | null;
  /** The whole loaded fleet, whatever the filters show. */
  entries: readonly FleetEntry[];
  onVehicle: (entry: FleetEntry) => void;
};

const VEHICLE_LIMIT = 5;
const POSITION = 'top-right';
/** Room left of it for the map's top-left badges and buttons, in the part of the map not under the drawer. */
const SEARCH_WIDTH = `min(320px, calc(var(${VISIBLE_WIDTH_VAR}, 100vw) - 150px))`;

/** One box over the map for vehicles (name, plate, chassis, IMEI; at once) and places (after the spec's debounce, or Enter). */
export function MapSearch({ map, entries, onVehicle }: MapSearchProps) {
  const { t } = useTranslation('mapSettings');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const places = usePlaceSearch(submitted === text ? text : debounced);
  const showPlace = usePlaceMarker(map);
  useUrlFocus(map, entries, onVehicle, showPlace);
  const vehicles = useMemo(() => matchVehicles(entries, text, VEHICLE_LIMIT), [entries, text]);
  const found = text.trim() ? (places.data?.data ?? []) : [];

  const options = searchOptions({ vehicles, places: found, text, searching: places.isFetching }, t);

  const select = (value: string) => {
    setOpen(false);
    if (value === ALL_RESULTS) {
      void navigate(`/search?${new URLSearchParams({ q: text.trim() }).toString()}`);
      return;
    }
    const vehicle = vehicles.find((match) => vehicleValue(match.entry.vehicle.imei) === value);
    const place = found.find((_, i) => placeValue(i) === value);
    if (vehicle) onVehicle(vehicle.entry);
    if (place) showPlace(place);
    setText(vehicle?.entry.vehicle.vehicle_name ?? place?.name ?? text);
  };

  return (
    <MapControl map={map} position={POSITION} first>
      <div style={{ width: SEARCH_WIDTH }}>
        <AutoComplete
          value={text}
          options={options}
          // Open while typing and after Enter (which would otherwise close it before the places come).
          open={open && options.length > 0}
          onChange={(value: string) => {
            if (isOptionValue(value)) return;
            setText(value);
            setOpen(true);
          }}
          onSelect={select}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
          // The options are found already; the default would filter them again by their value.
          filterOption={false}
          // Enter asks for places now (Input.Search) instead of taking the first option.
          defaultActiveFirstOption={false}
          style={{ width: '100%' }}
        >
          <Input.Search
            allowClear
            placeholder={t('search.placeholder')}
            aria-label={t('search.placeholder')}
            onSearch={(value) => {
              setSubmitted(value);
              setOpen(true);
            }}
          />
        </AutoComplete>
      </div>
    </MapControl>
  );
}
