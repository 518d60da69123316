import { Select } from 'antd';

export type Choice = { value: string; label: string };

export type ChoiceSelectProps = {
  label: string;
  value: string | undefined;
  options: readonly Choice[];
  onChange: (value: string | undefined) => void;
  loading?: boolean;
  searchable?: boolean;
  width?: number;
};

/** One filter of the leasing filter bars: a clearable choice named by its placeholder. */
export function ChoiceSelect({ label, value, options, onChange, loading, searchable, width = 150 }: ChoiceSelectProps) {
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
