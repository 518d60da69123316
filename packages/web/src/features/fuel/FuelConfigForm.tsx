import { Button, Flex, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  calibrationProblem,
  calibrationText,
  CALIBRATION_PATTERN,
  FUEL_MAX_CAPACITY_L,
  FUEL_SENSOR_MODES,
  parseCalibration,
  type FuelConfigView,
  type FuelSensorMode,
} from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SUBMIT, VERTICAL_FORM } from '../../components/ui';
import { useFuelConfigSave } from './fuelApi';

export type FuelConfigFormProps = { vehicleId: number; config: FuelConfigView | null; onDone: () => void };

type Values = { capacity_l: number; mode: FuelSensorMode; calibration?: string };
const PATTERN = new RegExp(CALIBRATION_PATTERN);

/** A vehicle's tank capacity and how its sensor reads: percent of the tank, or raw through a calibration table. */
export function FuelConfigForm({ vehicleId, config, onDone }: FuelConfigFormProps) {
  const { t } = useTranslation('fuel');
  const { t: te } = useTranslation('errors');
  const [form] = Form.useForm<Values>();
  const save = useFuelConfigSave();
  const mode = Form.useWatch('mode', form);
  const initial = {
    capacity_l: config?.capacity_l,
    mode: config?.mode ?? 'percent',
    calibration: config ? calibrationText(config.calibration) : '',
  };
  const checkTable = (_: unknown, text: string | undefined) => {
    const value = (text ?? '').replace(/\s+/g, '');
    if (!PATTERN.test(value)) return Promise.reject(new Error(t('config.calibration_format')));
    const problem = calibrationProblem(parseCalibration(value));
    return problem ? Promise.reject(new Error(te(problem))) : Promise.resolve();
  };
  const submit = (values: Values) =>
    save.mutate(
      {
        vehicle_id: vehicleId,
        capacity_l: values.capacity_l,
        mode: values.mode,
        ...(values.mode === 'raw' ? { calibration: (values.calibration ?? '').replace(/\s+/g, '') } : {}),
      },
      { onSuccess: onDone },
    );
  return (
    <Form form={form} {...VERTICAL_FORM} initialValues={initial} onFinish={submit}>
      <Form.Item name="capacity_l" label={t('config.capacity')} rules={[{ required: true, message: te('fill_blank') }]}>
        <InputNumber min={1} max={FUEL_MAX_CAPACITY_L} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="mode" label={t('config.mode')}>
        <Select options={FUEL_SENSOR_MODES.map((value) => ({ value, label: t(`config.modes.${value}`) }))} />
      </Form.Item>
      {mode === 'raw' && (
        <Form.Item
          name="calibration"
          label={t('config.calibration')}
          extra={t('config.calibration_hint')}
          rules={[{ validator: checkTable }]}
        >
          <Input.TextArea autoSize={{ minRows: 2 }} />
        </Form.Item>
      )}
      {save.error && <ErrorMessage error={toApiError(save.error)} />}
      <Flex gap={8} justify="end">
        <Button onClick={onDone}>{t('form.cancel')}</Button>
        <Button type="primary" htmlType={SUBMIT} loading={save.isPending}>
          {t('form.save')}
        </Button>
      </Flex>
    </Form>
  );
}
