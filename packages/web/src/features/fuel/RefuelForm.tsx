import { DatePicker, Form, InputNumber, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FUEL_CALLS,
  REFUEL_MAX_LITRES,
  REFUEL_MAX_PRICE,
  RefuelAddBody,
  RefuelEditBody,
  type Refuel,
  type SpbuPage,
} from '@armada/domain';
import { apiGet } from '../../api/client';
import { instantFromPicker, instantToPicker } from '../../components/form/instantPicker';
import { ResourceForm } from '../../components/form/ResourceForm';
import { SchemaField } from '../../components/form/SchemaField';
import { REFUEL_REF } from './fuelApi';

export type RefuelFormProps = {
  vehicleId: number;
  /** The tank's capacity: more litres are refused here as on the server. */
  capacity: number | null;
  id: number | null;
  onDone: () => void;
};

const FULL = { width: '100%' } as const;
const STATIONS = { count_perpage: 500, page: 1 };
const fromPicker = instantFromPicker(undefined);

/** A manual refuel: litres, price per litre, the gas station, odometer and time. */
export function RefuelForm({ vehicleId, capacity, id, onDone }: RefuelFormProps) {
  const { t } = useTranslation('fuel');
  const stations = useQuery({
    queryKey: ['fuel', 'stations', STATIONS],
    queryFn: () => apiGet<SpbuPage>(FUEL_CALLS.spbuList, STATIONS),
  });
  const toValues = (row: Refuel | undefined) =>
    row
      ? {
          litres: row.litres,
          price_per_liter: row.price_per_liter,
          spbu_id: row.spbu_id ?? undefined,
          odometer: row.odometer ?? undefined,
          time: row.time,
        }
      : { vehicle_id: vehicleId, time: new Date().toISOString() };
  const overCapacity = (values: Record<string, unknown>) =>
    capacity !== null && Number(values.litres) > capacity ? 'refuel_over_capacity' : null;
  return (
    <ResourceForm<Refuel>
      resource={REFUEL_REF}
      schema={id === null ? RefuelAddBody : RefuelEditBody}
      id={id}
      toValues={toValues}
      onSaved={onDone}
      onCancel={onDone}
    >
      {id === null && (
        <Form.Item name="vehicle_id" hidden>
          <InputNumber />
        </Form.Item>
      )}
      <SchemaField name="litres" label={t('refuel.litres')} check={overCapacity}>
        <InputNumber min={0} max={REFUEL_MAX_LITRES} step={1} style={FULL} />
      </SchemaField>
      <SchemaField name="price_per_liter" label={t('refuel.price_per_liter')}>
        <InputNumber min={0} max={REFUEL_MAX_PRICE} step={50} style={FULL} />
      </SchemaField>
      <SchemaField name="spbu_id" label={t('refuel.station')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={stations.isPending}
          options={(stations.data?.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
      </SchemaField>
      <SchemaField name="odometer" label={t('refuel.odometer')}>
        <InputNumber min={0} style={FULL} />
      </SchemaField>
      <SchemaField name="time" label={t('refuel.time')} getValueProps={instantToPicker} normalize={fromPicker}>
        <DatePicker showTime style={FULL} />
      </SchemaField>
    </ResourceForm>
  );
}
