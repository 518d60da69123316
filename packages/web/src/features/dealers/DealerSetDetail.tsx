import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DealerSetView } from '@armada/domain';
import { DetailView, type DetailField } from '../../components/detail/DetailView';
import { DEALER_SETS, type DealerSetKind } from './dealersApi';

export type DealerSetDetailProps = { kind: DealerSetKind; id: number };

const EMPTY = '-';

/** Names as tags, '-' when there are none. */
const tags = (items: readonly { id: number | string; name: string }[] | undefined) =>
  items && items.length > 0 ? (
    <Flex wrap gap={4}>
      {items.map((item) => (
        <Tag key={item.id}>{item.name}</Tag>
      ))}
    </Flex>
  ) : (
    EMPTY
  );

/** A dealer group or area: its name, code and dealers; an area also the provinces and cities it covers. */
export function DealerSetDetail({ kind, id }: DealerSetDetailProps) {
  const { t } = useTranslation('dealers');
  const fields: DetailField<DealerSetView>[] = [
    { key: 'name', label: t('set.name') },
    { key: 'code', label: t('set.code') },
    { key: 'dealers', label: t('set.dealers'), render: (row) => tags(row.dealers) },
  ];
  if (kind === 'area')
    fields.push(
      { key: 'provinces', label: t('set.provinces'), render: (row) => tags(row.provinces) },
      { key: 'cities', label: t('set.cities'), render: (row) => tags(row.cities) },
    );
  return <DetailView resource={DEALER_SETS[kind]} id={id} fields={fields} />;
}
