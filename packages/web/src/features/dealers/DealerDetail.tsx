import { Alert, Descriptions, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { DealerMap } from './DealerMap';
import { useDealer } from './dealersApi';

export type DealerDetailProps = { id: number };

const shown = (value: string | number | null) => (value === null || value === '' ? '-' : value);

/** One dealer in full, with its position on a small map. */
export function DealerDetail({ id }: DealerDetailProps) {
  const { t } = useTranslation('dealers');
  const dealer = useDealer(id);
  if (dealer.isPending) return <Spin />;
  if (dealer.error) return <ErrorMessage error={toApiError(dealer.error)} />;
  const d = dealer.data;
  const items = [
    { key: 'code', label: t('field.code'), children: shown(d.code) },
    { key: 'name', label: t('field.name'), children: d.name },
    { key: 'address', label: t('field.address'), children: shown(d.address) },
    { key: 'phone', label: t('field.phone'), children: shown(d.phone) },
    { key: 'email', label: t('field.email'), children: shown(d.email) },
    { key: 'group', label: t('field.group'), children: shown(d.dealer_group_name) },
    { key: 'area', label: t('field.area'), children: shown(d.org_area_name) },
    { key: 'customers', label: t('field.customers'), children: d.customer_count },
    {
      key: 'position',
      label: t('field.position'),
      children:
        d.latitude === null || d.longitude === null ? '-' : `${d.latitude.toFixed(5)}, ${d.longitude.toFixed(5)}`,
    },
  ];
  return (
    <Flex vertical gap={16}>
      {d.latitude !== null && d.longitude !== null ? (
        <DealerMap latitude={d.latitude} longitude={d.longitude} label={t('map_label', { name: d.name })} />
      ) : (
        <Alert type="info" showIcon title={t('no_position')} />
      )}
      <Descriptions column={1} size="small" bordered items={items} />
    </Flex>
  );
}
