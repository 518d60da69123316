import { Select } from 'antd';

export type FilterOption = { value: string; label: string };

export type FilterSelectProps = {
  label: string;
  value: string | undefined;
  options: readonly FilterOption[];
  onChange: (value: string | undefined) => void;
  loading?: boolean;
  /** Long option lists (owners) can be searched. */
  searchable?: boolean;
  width?: number;
};

/** One filter of a list's filter bar: a clearable choice labelled by its placeholder. */
export function FilterSelect({ label, value, options, onChange, loading, searchable, width = 150 }: FilterSelectProps) {
  return (
    <Select<string>
      aria-label={label}
      placeholder={label}
      value={value}
      options={options.map((option) => ({ ...option }))}
      allowClear
      loading={loading}
      showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
      style={{ minWidth: width }}
      popupMatchSelectWidth={false}
      onChange={(next) => onChange(next ?? undefined)}
    />
  );
}
