import { useRef, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { REPORT_MAX_VEHICLES, SEARCH_DEBOUNCE_MS } from '@armada/domain';
import { useImeiChoices, type ImeiOption } from './reportVehiclesApi';

export type ReportVehicleSelectProps = { value: readonly string[]; onChange: (imeis: string[]) => void };

const STYLE = { minWidth: 260, flex: '1 1 260px' } as const;

/** One truck or several, searched by name or plate on the server; none chosen means the whole fleet. */
export function ReportVehicleSelect({ value, onChange }: ReportVehicleSelectProps) {
  const { t } = useTranslation('reports');
  const [search, setSearch] = useState('');
  const timer = useRef<number | undefined>(undefined);
  // Labels of the vehicles chosen, so they keep their name when a later search no longer lists them.
  const [labels, setLabels] = useState<Record<string, string>>({});
  const choices = useImeiChoices(search);
  const found = choices.data ?? [];
  const chosen: ImeiOption[] = value
    .filter((imei) => !found.some((option) => option.value === imei))
    .map((imei) => ({ value: imei, label: labels[imei] ?? imei }));
  const change = (imeis: string[], options: ImeiOption | ImeiOption[] | undefined) => {
    const picked = Array.isArray(options) ? options : [];
    setLabels((known) => ({ ...known, ...Object.fromEntries(picked.map((o) => [o.value, o.label])) }));
    onChange(imeis);
  };
  const type = (text: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS / 3);
  };
  return (
    <Select<string[], ImeiOption>
      mode="multiple"
      aria-label={t('shell.vehicles')}
      placeholder={t('shell.whole_fleet')}
      style={STYLE}
      value={[...value]}
      options={[...chosen, ...found]}
      loading={choices.isFetching}
      showSearch={{ filterOption: false, onSearch: type }}
      maxCount={REPORT_MAX_VEHICLES}
      maxTagCount="responsive"
      allowClear
      onChange={change}
      onBlur={() => setSearch('')}
    />
  );
}
