import { useDeferredValue, useMemo, useState } from 'react';
import { Empty, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FleetEntry } from '../fleet/fleetModel';
import { searchVehicles } from './searchVehicles';
import { VEHICLE_ROW_HEIGHT, VehicleRow } from './VehicleRow';
import { WindowedList } from './WindowedList';

export type VehicleListProps = {
  entries: readonly FleetEntry[];
  selectedImei: string | null;
  onSelect: (entry: FleetEntry) => void;
};

const keyOf = (entry: FleetEntry) => entry.vehicle.imei;

/** The filtered vehicles with a search over name, plate and IMEI. */
export function VehicleList({ entries, selectedImei, onSelect }: VehicleListProps) {
  const { t } = useTranslation('maps');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const found = useMemo(() => searchVehicles(entries, deferredSearch), [entries, deferredSearch]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <div style={{ padding: 8 }}>
        <Input.Search
          allowClear
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {found.length === 0 ? (
        <Empty description={t('list.empty')} />
      ) : (
        <WindowedList
          items={found}
          rowHeight={VEHICLE_ROW_HEIGHT}
          itemKey={keyOf}
          renderRow={(entry) => (
            <VehicleRow entry={entry} selected={entry.vehicle.imei === selectedImei} onSelect={onSelect} />
          )}
        />
      )}
    </div>
  );
}
