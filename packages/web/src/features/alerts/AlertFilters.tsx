import { Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_TYPES } from '@armada/domain';
import { SearchInput } from '../../components/data-table/SearchInput';

export type AlertFiltersProps = {
  types: readonly string[];
  search: string;
  onTypes: (types: string[]) => void;
  onSearch: (search: string) => void;
  shown: number;
  total: number;
  muted: number;
};

/** Type (several at once) and a search over vehicle and text; how many alerts are shown of how many. */
export function AlertFilters({ types, search, onTypes, onSearch, shown, total, muted }: AlertFiltersProps) {
  const { t } = useTranslation('alerts');
  const options = ACTIVITY_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }));
  return (
    <Flex wrap gap={8} align="center">
      <Select
        mode="multiple"
        allowClear
        aria-label={t('filters.type')}
        placeholder={t('filters.all_types')}
        options={options}
        value={[...types]}
        onChange={onTypes}
        optionFilterProp="label"
        maxTagCount="responsive"
        style={{ minWidth: 240, maxWidth: '100%', flex: '1 1 240px' }}
      />
      <SearchInput value={search} onSearch={onSearch} placeholder={t('filters.search')} width={260} />
      <Typography.Text type="secondary" role="status">
        {t('shown', { shown, total })}
      </Typography.Text>
      {muted > 0 ? <Typography.Text type="secondary">{t('muted_hidden', { count: muted })}</Typography.Text> : null}
    </Flex>
  );
}
