import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FITTED_SENSOR_TYPES,
  RANGED_SENSOR_TYPES,
  SENSOR_SOURCES,
  sensorProblem,
  SWITCH_SENSOR_TYPES,
  type FittedSensorType,
  type MessageCode,
} from '@armada/domain';
import { SchemaField } from '../../components/form/SchemaField';
import { useSensorLabels } from './useSensorLabels';
import { VehicleSelect } from './VehicleSelect';

export type SensorFieldsProps = { vehicleLabel?: string };

const FULL = { width: '100%' } as const;
const LIMITS = ['type_sensor', 'source', 'normal', 'upper_limit', 'lower_limit'];

const num = (value: unknown) => (typeof value === 'number' ? value : null);

/** The client side of sensorProblem: the same rule, reported on the field it concerns. */
const only = (code: MessageCode) => (values: Record<string, unknown>) => {
  const type = values.type_sensor as FittedSensorType | undefined;
  if (!type || typeof values.source !== 'string') return null;
  const problem = sensorProblem({
    type_sensor: type,
    source: values.source,
    normal: num(values.normal),
    upper_limit: num(values.upper_limit),
    lower_limit: num(values.lower_limit),
  });
  return problem === code ? code : null;
};

/** Vehicle, type, the property read, code and name, the limits the type uses, and on or off. */
export function SensorFields({ vehicleLabel }: SensorFieldsProps) {
  const { t } = useTranslation('vehicles');
  const { t: te } = useTranslation('errors');
  const labels = useSensorLabels();
  const form = Form.useFormInstance();
  const type = Form.useWatch<FittedSensorType | undefined>('type_sensor', form);
  const sources = type ? SENSOR_SOURCES[type] : [];
  const ranged = type !== undefined && RANGED_SENSOR_TYPES.includes(type);
  const switched = type !== undefined && SWITCH_SENSOR_TYPES.includes(type);
  const onType = (next: FittedSensorType) => form.setFieldsValue({ source: SENSOR_SOURCES[next][0] });
  return (
    <>
      <SchemaField name="vehicle_id" label={t('sensor.vehicle')} emptyMessage={te('vehicle_not_selected')}>
        <VehicleSelect currentLabel={vehicleLabel} />
      </SchemaField>
      <SchemaField name="type_sensor" label={t('sensor.type_label')}>
        <Select
          options={FITTED_SENSOR_TYPES.map((value) => ({ value, label: labels.type(value) }))}
          onChange={onType}
        />
      </SchemaField>
      <SchemaField
        name="source"
        label={t('sensor.source_label')}
        dependencies={['type_sensor']}
        check={only('sensor_source_mismatch')}
      >
        <Select options={sources.map((value) => ({ value, label: labels.source(value) }))} />
      </SchemaField>
      <SchemaField name="code_sensor" label={t('sensor.code')}>
        <Input maxLength={30} />
      </SchemaField>
      <SchemaField name="name" label={t('sensor.name')}>
        <Input maxLength={60} />
      </SchemaField>
      {switched && (
        <SchemaField
          name="normal"
          label={t('sensor.normal')}
          extra={t(`sensor.normal_hint.${type}`)}
          check={only('sensor_normal_invalid')}
        >
          <Select
            options={[1, 0].map((value) => ({ value, label: t(`sensor.position.${type}.${value}`) }))}
            allowClear
          />
        </SchemaField>
      )}
      {ranged && (
        <>
          <SchemaField
            name="lower_limit"
            label={t('sensor.lower_limit')}
            dependencies={LIMITS}
            check={only('sensor_limits_invalid')}
          >
            <InputNumber style={FULL} />
          </SchemaField>
          <SchemaField name="upper_limit" label={t('sensor.upper_limit')}>
            <InputNumber style={FULL} />
          </SchemaField>
        </>
      )}
      <SchemaField name="status" label={t('sensor.status')}>
        <Select
          options={[
            { value: 1, label: t('sensor.on') },
            { value: 0, label: t('sensor.off') },
          ]}
        />
      </SchemaField>
    </>
  );
}
