import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDealerSets, type DealerSetKind } from './dealersApi';

export type DealerSetsProps = {
  kind: DealerSetKind;
  /** The chosen group or area id, as the address holds it. */
  selected: string | undefined;
  onSelect: (id: string | undefined) => void;
};

/** The dealer groups or areas with their dealer counts; choosing one filters the list. */
export function DealerSets({ kind, selected, onSelect }: DealerSetsProps) {
  const { t } = useTranslation('dealers');
  const sets = useDealerSets(kind);
  return (
    <Flex wrap gap={8} align="center">
      <Typography.Text strong>{t(kind === 'group' ? 'groups' : 'areas')}</Typography.Text>
      {(sets.data?.data ?? []).map((set) => {
        const id = String(set.id);
        return (
          <Tag.CheckableTag
            key={set.id}
            checked={selected === id}
            onChange={(checked) => onSelect(checked ? id : undefined)}
          >
            {t('set_count', { name: set.name, count: set.dealer_count })}
          </Tag.CheckableTag>
        );
      })}
    </Flex>
  );
}
