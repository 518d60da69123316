import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SearchKind } from '@armada/domain';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { useCallCenterSearch } from './callCenterApi';

export type HitPickerProps = {
  kind: SearchKind;
  value?: number;
  onChange?: (id: number) => void;
  id?: string;
};

/** A select searching the call centre's reach for one kind of hit (an organisation or a vehicle). */
export function HitPicker({ kind, value, onChange, id }: HitPickerProps) {
  const { t } = useTranslation('callCenter');
  const [text, setText] = useState('');
  const search = useCallCenterSearch(useDebouncedValue(text, 300));
  const options = (search.data ?? [])
    .filter((hit) => hit.kind === kind)
    .map((hit) => ({
      value: hit.id,
      label: kind === 'organization' ? hit.title : `${hit.title} · ${hit.detail} · ${hit.organization_name}`,
    }));
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value}
      onChange={onChange}
      options={options}
      loading={search.isFetching}
      placeholder={t('search.placeholder')}
      notFoundContent={text.trim().length < 3 ? t('search.min') : t('search.none')}
    />
  );
}
