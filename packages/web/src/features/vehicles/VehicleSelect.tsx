import { useRef, useState, type CSSProperties } from 'react';
import { Select } from 'antd';
import { SEARCH_DEBOUNCE_MS } from '@armada/domain';
import { useVehicleChoices } from './sensorsApi';

export type VehicleSelectProps = {
  value?: number;
  onChange?: (value: number | undefined) => void;
  /** The chosen vehicle's label while it is not among the searched ones. */
  currentLabel?: string;
  placeholder?: string;
  /** Offers only this organisation's vehicles. */
  organizationId?: number;
  id?: string;
  style?: CSSProperties;
};

/** Picks a vehicle by name or plate, searching the server as the user types. */
export function VehicleSelect(props: VehicleSelectProps) {
  const { value, onChange, currentLabel, placeholder, organizationId, id, style } = props;
  const [search, setSearch] = useState('');
  const timer = useRef<number | undefined>(undefined);
  const choices = useVehicleChoices(search, organizationId);
  const options = choices.data ?? [];
  const known = value === undefined || options.some((option) => option.value === value);
  const shown = known || !currentLabel ? options : [{ value: value, label: currentLabel }, ...options];
  const type = (text: string) => {
    window.clearTimeout(timer.current);
    // A shorter pause than the list search: a picker answers as one types.
    timer.current = window.setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS / 3);
  };
  return (
    <Select<number>
      id={id}
      aria-label={placeholder}
      style={style}
      value={value}
      options={shown}
      placeholder={placeholder}
      loading={choices.isFetching}
      showSearch={{ filterOption: false, onSearch: type }}
      allowClear
      onChange={(next) => onChange?.(next ?? undefined)}
    />
  );
}
