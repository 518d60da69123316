import { useTranslation } from 'react-i18next';
import type { Spbu } from '@armada/domain';
import type { DetailField } from '../../components/detail/DetailView';
import { decimal } from '../../components/formatNumber';
import { PointMap } from '../../components/map/PointMap';

/** A station's side panel: its details and where it is. */
export function useStationFields(): DetailField<Spbu>[] {
  const { t } = useTranslation('fuel');
  return [
    { key: 'name', label: t('station.name') },
    { key: 'code', label: t('station.code') },
    { key: 'type', label: t('station.type'), render: (s) => t(`station.types.${s.type}`) },
    { key: 'brand', label: t('station.brand'), render: (s) => s.brand ?? '-' },
    { key: 'alamat', label: t('station.alamat') },
    {
      key: 'price_per_liter',
      label: t('station.price_per_liter'),
      render: (s) => (s.price_per_liter === null ? '-' : t('station.rupiah', { value: decimal(s.price_per_liter, 0) })),
    },
    {
      key: 'position',
      label: t('station.position'),
      render: (s) => (
        <PointMap point={{ latitude: s.lat, longitude: s.lon }} label={t('station.map_label')} height={200} />
      ),
    },
  ];
}
