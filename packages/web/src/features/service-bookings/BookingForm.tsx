import { useEffect } from 'react';
import { App, Button, DatePicker, Flex, Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SERVICE_CALLS, SERVICE_KINDS, type IdResult, type ServiceKind } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { datePattern } from '../../components/formatDate';
import { VERTICAL_FORM } from '../../components/ui';
import { VehicleSelect } from '../vehicles/VehicleSelect';
import { useBookingStep, useServiceDealers } from './bookingsApi';

type Values = {
  vehicle_id?: number;
  dealer_id?: number;
  service_kind?: ServiceKind;
  service_date?: Dayjs;
  odometer_km?: number;
  note?: string;
};

const FULL = { width: '100%' } as const;
const DAY = 'YYYY-MM-DD';

export type BookingFormProps = { onSaved: (id: number) => void; onCancel: () => void };

/** Books maintenance: a truck, a dealer (the fleet's own first), the kind of service, a day from today, the odometer. */
export function BookingForm({ onSaved, onCancel }: BookingFormProps) {
  const { t } = useTranslation('serviceBookings');
  const { t: te } = useTranslation('errors');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const dealers = useServiceDealers(true);
  const create = useBookingStep<IdResult>(SERVICE_CALLS.create);
  const own = dealers.data?.find((dealer) => dealer.own);
  const required = { required: true, message: te('fill_blank') };
  // The fleet's own dealer is chosen once the list has come, unless the user chose one already.
  useEffect(() => {
    if (own && form.getFieldValue('dealer_id') === undefined) form.setFieldValue('dealer_id', own.id);
  }, [form, own]);

  const submit = (values: Values) => {
    if (create.isPending) return;
    create.mutate(
      {
        vehicle_id: values.vehicle_id,
        dealer_id: values.dealer_id,
        service_kind: values.service_kind,
        service_date: values.service_date?.format(DAY),
        odometer_km: values.odometer_km,
        note: values.note?.trim() || undefined,
      },
      {
        onSuccess: (saved) => {
          void message.success(t('form.saved'));
          onSaved(saved.id);
        },
      },
    );
  };

  return (
    <Form<Values>
      form={form}
      {...VERTICAL_FORM}
      onFinish={submit}
      initialValues={{ service_kind: 'periodic', service_date: dayjs().add(1, 'day') }}
    >
      <Form.Item
        name="vehicle_id"
        label={t('field.vehicle')}
        rules={[{ required: true, message: te('vehicle_not_selected') }]}
      >
        <VehicleSelect />
      </Form.Item>
      <Form.Item
        name="dealer_id"
        label={t('field.dealer')}
        rules={[{ required: true, message: te('dealer_not_selected') }]}
      >
        <Select
          loading={dealers.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={(dealers.data ?? []).map((dealer) => ({
            value: dealer.id,
            label: dealer.own ? t('form.own_dealer', { name: dealer.name }) : dealer.name,
          }))}
        />
      </Form.Item>
      <Form.Item name="service_kind" label={t('field.service_kind')} rules={[required]}>
        <Select options={SERVICE_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))} />
      </Form.Item>
      <Form.Item name="service_date" label={t('field.service_date')} rules={[required]}>
        <DatePicker style={FULL} format={datePattern()} disabledDate={(day) => day.isBefore(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item name="odometer_km" label={t('field.odometer')} rules={[required]}>
        <InputNumber style={FULL} min={0} max={10_000_000} precision={0} suffix={t('km')} />
      </Form.Item>
      <Form.Item name="note" label={t('field.note')}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      {create.error && <ErrorMessage error={toApiError(create.error)} />}
      <Flex gap={8} justify="end">
        <Button onClick={onCancel}>{t('form.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('form.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
