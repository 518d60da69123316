import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrganizationRow } from '@armada/domain';
import { useResourceList } from '../../api/resource';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { ORG_RESOURCE } from '../user-access/organizationsApi';

export type OrganizationsPickerProps = {
  value?: number[];
  onChange?: (value: number[]) => void;
  id?: string;
  /** Names of organisations already chosen (an edit), by id. */
  known: ReadonlyMap<number, string>;
};

const SEARCH_LIMIT = 50;
const TYPING_PAUSE_MS = 300;

/** Several organisations the caller reaches (a dealer: itself and its customers), searched on the server. */
export function OrganizationsPicker({ value, onChange, id, known }: OrganizationsPickerProps) {
  const { t } = useTranslation('announcements');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const found = useResourceList<OrganizationRow>(ORG_RESOURCE, {
    page: 1,
    limit: SEARCH_LIMIT,
    sort_by: 'name',
    search: search.trim() || undefined,
  });
  const [seen, setSeen] = useState<ReadonlyMap<number, string>>(new Map());
  const rows = found.data?.data;
  const options = useMemo(() => {
    const labels = new Map<number, string>([...known, ...seen]);
    for (const org of rows ?? []) labels.set(org.id, org.code ? `${org.name} (${org.code})` : org.name);
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
