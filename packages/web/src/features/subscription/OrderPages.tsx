import { useState } from 'react';
import { Button, Card, Checkbox, Flex, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { type PaymentMethod } from '@armada/domain';
import { PageTitle } from '../../components/PageTitle';
import { useOrderPlan, usePaymentOptions, usePlans, useSubscriptionStatus } from './subscriptionApi';

import { BANK_ONLY, rupiah, useFailure } from './subscriptionView';

/** /subscription/choose-plan: a plan and the vehicles it is for. */
export function ChoosePlanPage() {
  const { t } = useTranslation('subscription');
  const navigate = useNavigate();
  const plans = usePlans();
  const status = useSubscriptionStatus();
  const [plan, setPlan] = useState<number>();
  const [chosen, setChosen] = useState<number[]>([]);
  const offered = (plans.data ?? []).filter((row) => row.active);
  const next = () => {
    if (plan === undefined || chosen.length === 0) return;
    void navigate(`/subscription/choose-payment?plan=${plan}&vehicles=${chosen.join(',')}`);
  };
  return (
    <>
      <PageTitle>{t('choose.title')}</PageTitle>
      <Card>
        <Typography.Title level={5}>{t('choose.plan')}</Typography.Title>
        <Radio.Group value={plan} onChange={(event) => setPlan(Number(event.target.value))}>
          <Flex vertical gap={8}>
            {offered.map((row) => (
              <Radio key={row.id} value={row.id}>
                {t('choose.plan_line', {
                  code: row.code,
                  name: row.name,
                  price: rupiah(row.price),
                  months: t('plan.months', { count: row.period_months }),
                })}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {t('choose.vehicles')}
        </Typography.Title>
        <Checkbox.Group value={chosen} onChange={(values) => setChosen(values.map(Number))}>
          <Flex vertical gap={4}>
            {(status.data ?? []).map((row) => (
              <Checkbox key={row.vehicle_id} value={row.vehicle_id}>
                {row.vehicle_number ? `${row.vehicle_number} (${row.vehicle_name})` : row.vehicle_name}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
        <Flex style={{ marginTop: 24 }}>
          <Button type="primary" disabled={plan === undefined || chosen.length === 0} onClick={next}>
            {t('choose.next')}
          </Button>
        </Flex>
      </Card>
    </>
  );
}

/** /subscription/choose-payment: bank transfer, or online when the provider is configured; places the order. */
export function ChoosePaymentPage() {
  const { t } = useTranslation('subscription');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const options = usePaymentOptions();
  const plans = usePlans();
  const order = useOrderPlan();
  const failed = useFailure();
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const planId = Number(params.get('plan'));
  const vehicles = params.get('vehicles') ?? '';
  const plan = plans.data?.find((row) => row.id === planId);
  const count = vehicles.split(',').filter(Boolean).length;
  const place = () =>
    order.mutate(
      { plan_id: planId, vehicle_ids: vehicles, payment_method: method },
      {
        onSuccess: (invoice) =>
          void navigate(`/subscription/${method === 'online' ? 'online-payment' : 'by-billing'}?id=${invoice.id}`),
        onError: failed,
      },
    );
  return (
    <>
      <PageTitle>{t('payment.title')}</PageTitle>
      <Card style={{ maxWidth: 640 }}>
        {plan && (
          <Typography.Paragraph>
            {t('payment.summary', { code: plan.code, count, total: rupiah(plan.price * count) })}
          </Typography.Paragraph>
        )}
        <Radio.Group value={method} onChange={(event) => setMethod(event.target.value as PaymentMethod)}>
          <Flex vertical gap={8}>
            {(options.data?.methods ?? BANK_ONLY).map((value) => (
              <Radio key={value} value={value}>
                {t(`method.${value}`)}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
        <Flex style={{ marginTop: 24 }}>
          <Button type="primary" loading={order.isPending} disabled={!plan || count === 0} onClick={place}>
            {t('payment.order')}
          </Button>
        </Flex>
      </Card>
    </>
  );
}
