import { useState } from 'react';
import {
  App,
  Badge,
  Button,
  DatePicker,
  Descriptions,
  Divider,
  Flex,
  Input,
  InputNumber,
  List,
  Radio,
  Spin,
  Timeline,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SERVICE_CALLS, type BookingDetail } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { datePattern, formatDateTime } from '../../components/formatDate';
import { kilometres } from '../../components/formatNumber';
import { actionsFor, type BookingAction } from './bookingActions';
import { STATUS_DOT, useBooking, useBookingCall, useBookingStep } from './bookingsApi';

const DAY = 'YYYY-MM-DD';
const day = (value: string | null) => (value ? dayjs(value, DAY).format(datePattern()) : '-');

/** The call and body of each one-click step. */
const STEP_CALLS: Record<'approve' | 'accept' | 'start' | 'finish' | 'cancel', { url: string; status?: string }> = {
  approve: { url: SERVICE_CALLS.approve },
  accept: { url: SERVICE_CALLS.accept },
  start: { url: SERVICE_CALLS.progress, status: 'in_service' },
  finish: { url: SERVICE_CALLS.progress, status: 'done' },
  cancel: { url: SERVICE_CALLS.cancel },
};
type OneClick = keyof typeof STEP_CALLS;
const isOneClick = (action: BookingAction): action is OneClick => action in STEP_CALLS;

/** One booking: its details, the steps the viewer may take now, its spare parts and its history. */
export function BookingPanel({ id }: { id: number }) {
  const booking = useBooking(id);
  if (booking.error) return <ErrorMessage error={toApiError(booking.error)} />;
  if (!booking.data) return <Spin />;
  return <BookingBody detail={booking.data} />;
}

function BookingBody({ detail }: { detail: BookingDetail }) {
  const { t } = useTranslation('serviceBookings');
  const { booking, events, parts } = detail;
  const actions = actionsFor(booking);
  return (
    <Flex vertical gap={16}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('field.vehicle')}>
          {booking.vehicle_number ? `${booking.vehicle_number} · ${booking.vehicle_name}` : booking.vehicle_name}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.customer')}>{booking.customer_name}</Descriptions.Item>
        <Descriptions.Item label={t('field.dealer')}>{booking.dealer_name}</Descriptions.Item>
        <Descriptions.Item label={t('field.service_kind')}>{t(`kind.${booking.service_kind}`)}</Descriptions.Item>
        <Descriptions.Item label={t('field.service_date')}>{day(booking.service_date)}</Descriptions.Item>
        {booking.proposed_date && (
          <Descriptions.Item label={t('field.proposed_date')}>{day(booking.proposed_date)}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('field.odometer')}>{kilometres(booking.odometer_km, 0)}</Descriptions.Item>
        <Descriptions.Item label={t('field.status')}>
          <Badge status={STATUS_DOT[booking.status]} text={t(`status.${booking.status}`)} />
        </Descriptions.Item>
        {booking.note && <Descriptions.Item label={t('field.note')}>{booking.note}</Descriptions.Item>}
      </Descriptions>
      {actions.length > 0 && <BookingSteps id={booking.id} actions={actions} />}
      <Divider titlePlacement="start">{t('panel.parts')}</Divider>
      <List
        size="small"
        dataSource={parts}
        locale={{ emptyText: t('panel.no_parts') }}
        renderItem={(part) => (
          <List.Item
            data-testid="booking-part"
            extra={part.state === 'ordered' && actions.includes('part') ? <PartArrivedButton partId={part.id} /> : null}
          >
            {t('panel.part_line', {
              quantity: part.quantity,
              name: part.part_name,
              state: t(`part_state.${part.state}`),
            })}
          </List.Item>
        )}
      />
      {actions.includes('part') && <PartForm id={booking.id} />}
      <Divider titlePlacement="start">{t('panel.history')}</Divider>
      <Timeline
        items={events.map((event) => ({
          content: (
            <>
              <Typography.Text strong>{t(`event.${event.action}`, { defaultValue: event.action })}</Typography.Text>
              <div>
                <Typography.Text type="secondary">
                  {t('panel.by', { by: event.by, at: formatDateTime(event.at) })}
                </Typography.Text>
              </div>
              {event.note && <div>{event.note}</div>}
            </>
          ),
        }))}
      />
    </Flex>
  );
}

function BookingSteps({ id, actions }: { id: number; actions: BookingAction[] }) {
  const { t } = useTranslation('serviceBookings');
  const { message } = App.useApp();
  const [proposed, setProposed] = useState<Dayjs | null>(null);
  const step = useBookingCall();
  const propose = useBookingStep(SERVICE_CALLS.propose);
  const done = () => void message.success(t('panel.step_done'));
  const run = (action: OneClick) => {
    const { url, status } = STEP_CALLS[action];
    step.mutate({ url, body: { id, status } }, { onSuccess: done });
  };
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        {actions.filter(isOneClick).map((action) => (
          <Button
            key={action}
            type={action === 'cancel' ? 'default' : 'primary'}
            danger={action === 'cancel'}
            loading={step.isPending}
            onClick={() => run(action)}
          >
            {t(`action.${action}`)}
          </Button>
        ))}
      </Flex>
      {actions.includes('propose') && (
        <Flex gap={8} wrap>
          <DatePicker
            aria-label={t('field.proposed_date')}
            value={proposed}
            format={datePattern()}
            onChange={setProposed}
            disabledDate={(value) => value.isBefore(dayjs(), 'day')}
          />
          <Button
            disabled={proposed === null}
            loading={propose.isPending}
            onClick={() => proposed && propose.mutate({ id, service_date: proposed.format(DAY) }, { onSuccess: done })}
          >
            {t('action.propose')}
          </Button>
        </Flex>
      )}
      {(step.error ?? propose.error) && <ErrorMessage error={toApiError(step.error ?? propose.error)} />}
    </Flex>
  );
}

function PartForm({ id }: { id: number }) {
  const { t } = useTranslation('serviceBookings');
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState<number | null>(1);
  const [state, setState] = useState<'fitted' | 'ordered'>('fitted');
  const add = useBookingStep(SERVICE_CALLS.addPart);
  const submit = () =>
    add.mutate({ id, part_name: name.trim(), quantity: quantity ?? 1, state }, { onSuccess: () => setName('') });
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <Input
          aria-label={t('panel.part_name')}
          placeholder={t('panel.part_name')}
          value={name}
          maxLength={120}
          onChange={(event) => setName(event.target.value)}
          style={{ flex: '1 1 160px' }}
        />
        <InputNumber
          aria-label={t('panel.quantity')}
          min={1}
          max={999}
          precision={0}
          value={quantity}
          onChange={setQuantity}
        />
      </Flex>
      <Flex gap={8} wrap align="center">
        <Radio.Group
          value={state}
          onChange={(event) => setState(event.target.value === 'ordered' ? 'ordered' : 'fitted')}
          options={[
            { value: 'fitted', label: t('part_state.fitted') },
            { value: 'ordered', label: t('part_state.ordered') },
          ]}
        />
        <Button disabled={!name.trim()} loading={add.isPending} onClick={submit}>
          {t('action.part')}
        </Button>
      </Flex>
      {add.error && <ErrorMessage error={toApiError(add.error)} />}
    </Flex>
  );
}

function PartArrivedButton({ partId }: { partId: number }) {
  const { t } = useTranslation('serviceBookings');
  const arrived = useBookingStep(SERVICE_CALLS.partArrived);
  return (
    <Button size="small" loading={arrived.isPending} onClick={() => arrived.mutate({ part_id: partId })}>
      {t('action.part_arrived')}
    </Button>
  );
}
