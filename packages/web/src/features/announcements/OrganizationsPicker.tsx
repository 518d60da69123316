import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { organizationLabel, useOrganizationSearch } from '../user-access/useOrganizationSearch';

export type OrganizationsPickerProps = {
  value?: number[];
  onChange?: (value: number[]) => void;
  id?: string;
  /** Names of organisations already chosen (an edit), by id. */
  known: ReadonlyMap<number, string>;
};

const SEARCH_LIMIT = 50;

/** Several organisations the caller reaches (a dealer: itself and its customers), searched on the server. */
export function OrganizationsPicker({ value, onChange, id, known }: OrganizationsPickerProps) {
  const { t } = useTranslation('announcements');
  const [typed, setTyped] = useState('');
  const found = useOrganizationSearch(typed, SEARCH_LIMIT);
  const [seen, setSeen] = useState<ReadonlyMap<number, string>>(new Map());
  const rows = found.data?.data;
  const options = useMemo(() => {
    const labels = new Map<number, string>([...known, ...seen]);
    for (const org of rows ?? []) labels.set(org.id, organizationLabel(org));
    return [...labels].map(([key, label]) => ({ value: key, label }));
  }, [known, seen, rows]);
  const choose = (ids: number[]) => {
    // Keep the labels of what was chosen, as the next search shows other organisations.
    setSeen(new Map(options.filter((option) => ids.includes(option.value)).map((o) => [o.value, o.label])));
    onChange?.(ids);
  };
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={choose}
      options={options}
      placeholder={t('form.search_organizations')}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={found.isFetching}
      allowClear
    />
  );
}
