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
};

const WIDTH = { minWidth: 150 } as const;

/** One filter of a list's filter bar: a clearable choice labelled by its placeholder. */
export function FilterSelect({ label, value, options, onChange, loading, searchable }: FilterSelectProps) {
  return (
    <Select<string>
      aria-label={label}
      placeholder={label}
      value={value}
      options={options.map((option) => ({ ...option }))}
      allowClear
      loading={loading}
      showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
      style={WIDTH}
      popupMatchSelectWidth={false}
      onChange={(next) => onChange(next ?? undefined)}
    />
  );
}
