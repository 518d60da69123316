import { Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SPBU_MAX_PRICE, SPBU_TYPE_IDS, SpbuAddBody, SpbuEditBody, type Spbu } from '@armada/domain';
import { ResourceForm } from '../../components/form/ResourceForm';
import { SchemaField } from '../../components/form/SchemaField';
import { StationPositionField } from './StationPositionField';
import { STATION_RESOURCE } from './spbuApi';

export type StationFormProps = {
  id: number | null;
  /** The brand's staff add public stations too; others only their own tanks. */
  brand: boolean;
  onDone: () => void;
};

/**
 * Add or edit a gas station: name, address, position, price per liter, brand and code (made by the
 * server when left empty). A station's type stays what it was added as.
 */
export function StationForm({ id, brand, onDone }: StationFormProps) {
  const { t } = useTranslation('fuel');
  const toValues = (row: Spbu | undefined) =>
    row
      ? {
          name: row.name,
          alamat: row.alamat,
          lat: row.lat,
          lon: row.lon,
          price_per_liter: row.price_per_liter ?? undefined,
          brand: row.brand ?? '',
          code: row.code,
        }
      : { type: brand ? 0 : 1 };
  return (
    <ResourceForm<Spbu>
      resource={STATION_RESOURCE}
      schema={id === null ? SpbuAddBody : SpbuEditBody}
      id={id}
      toValues={toValues}
      onSaved={onDone}
      onCancel={onDone}
    >
      {id === null && (
        <SchemaField name="type" label={t('station.type')} hidden={!brand}>
          <Select options={SPBU_TYPE_IDS.map((type) => ({ value: type, label: t(`station.types.${type}`) }))} />
        </SchemaField>
      )}
      <SchemaField name="name" label={t('station.name')} emptyMessage={t('station.name_required')}>
        <Input maxLength={100} />
      </SchemaField>
      <SchemaField name="alamat" label={t('station.alamat')} emptyMessage={t('station.alamat_required')}>
        <Input.TextArea maxLength={200} autoSize={{ minRows: 2 }} />
      </SchemaField>
      <StationPositionField />
      <SchemaField
        name="price_per_liter"
        label={t('station.price_per_liter')}
        emptyMessage={t('station.price_required')}
        extra={t('station.price_hint')}
      >
        <InputNumber min={1} max={SPBU_MAX_PRICE} step={50} style={{ width: '100%' }} />
      </SchemaField>
      <SchemaField name="brand" label={t('station.brand')}>
        <Input maxLength={40} />
      </SchemaField>
      <SchemaField name="code" label={t('station.code')} extra={t('station.code_hint')}>
        <Input maxLength={40} />
      </SchemaField>
    </ResourceForm>
  );
}
