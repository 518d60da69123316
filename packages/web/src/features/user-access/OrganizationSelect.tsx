import type { OrganizationRow } from '@armada/domain';
import { useState, type CSSProperties } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResourceView } from '../../api/resource';
import { ORG_RESOURCE } from './organizationsApi';
import { organizationLabel, useOrganizationSearch } from './useOrganizationSearch';

export type OrganizationSelectProps = {
  value?: number;
  onChange?: (value: number | undefined) => void;
  id?: string;
  allowClear?: boolean;
  placeholder?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  /** Keeps the organisations of one realm (customers only, say). */
  realmId?: number;
};

const SEARCH_LIMIT = 20;

/** An organisation the user sees, searched by name or code on the server (there may be thousands). */
export function OrganizationSelect({ value, onChange, realmId, ...props }: OrganizationSelectProps) {
  const { t } = useTranslation('userAccess');
  const [typed, setSearch] = useState('');
  const found = useOrganizationSearch(typed, SEARCH_LIMIT, realmId);
  const chosen = useResourceView<OrganizationRow>(ORG_RESOURCE, value ?? null);
  const rows = [...(found.data?.data ?? [])];
  if (chosen.data && !rows.some((org) => org.id === chosen.data.id)) rows.unshift(chosen.data);
  const options = rows.map((org) => ({ value: org.id, label: organizationLabel(org) }));
  return (
    <Select
      {...props}
      value={value}
      onChange={onChange}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={found.isFetching}
      notFoundContent={t('user.no_organization')}
    />
  );
}
