import { useState } from 'react';
import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Checkbox,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Switch,
  Table,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  hasPermission,
  type InvoiceRow,
  type PaymentMethod,
  type PlanCreateBody,
  type PlanRow,
  type SubscriptionStatusRow,
} from '@armada/domain';
import { ApiError } from '../../api/ApiError';
import { PageTitle } from '../../components/PageTitle';
import { datePattern, formatDateTime } from '../../components/formatDate';
import { useErrorText } from '../../components/useErrorText';
import { downloadFile } from '../notifications/downloadFile';
import { useAuth } from '../auth/useAuth';
import {
  invoicePdfLink,
  useConfirmPayment,
  useCreatePlan,
  useInvoices,
  useOrderPlan,
  usePaymentOptions,
  usePayOnline,
  usePlans,
  useSubscriptionStatus,
} from './subscriptionApi';

/** A YYYY-MM-DD day as the portal writes dates. */
const formatDay = (value: string) => dayjs(value, 'YYYY-MM-DD').format(datePattern());

/** Until the options answer: bank transfer is always offered. */
const BANK_ONLY: readonly PaymentMethod[] = ['bank_transfer'];
const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`;

function useFailure() {
  const { message } = App.useApp();
  const errorText = useErrorText();
  return (error: unknown) => void message.error(errorText(error instanceof ApiError ? error : 'server_error'));
}

/** /subscription/plan: the plans on offer; plan editors see retired ones too and may add plans. */
export function PlanPage() {
  const { t } = useTranslation('subscription');
  const { viewer } = useAuth();
  const navigate = useNavigate();
  const plans = usePlans();
  const mayEdit = viewer !== null && hasPermission(viewer, 'edit_plan');
  return (
    <>
      <PageTitle>{t('plan.title')}</PageTitle>
      <Card>
        <Flex gap={8} style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => void navigate('/subscription/choose-plan')}>
            {t('plan.choose')}
          </Button>
          {mayEdit && <Button onClick={() => void navigate('/subscription/create-plan')}>{t('plan.create')}</Button>}
        </Flex>
        <Table<PlanRow>
          rowKey="id"
          loading={plans.isLoading}
          dataSource={plans.data ?? []}
          pagination={false}
          columns={[
            { title: t('field.code'), dataIndex: 'code' },
            { title: t('field.name'), dataIndex: 'name' },
            {
              title: t('field.price'),
              render: (_, row) =>
                t('plan.price_per', {
                  price: rupiah(row.price),
                  months: t('plan.months', { count: row.period_months }),
                }),
            },
            { title: t('field.history_days'), dataIndex: 'history_days' },
            { title: t('field.reports'), render: (_, row) => (row.reports ? t('yes') : t('no')) },
            { title: t('field.api_access'), render: (_, row) => (row.api_access ? t('yes') : t('no')) },
            {
              title: t('field.active'),
              render: (_, row) => (
                <Badge status={row.active ? 'success' : 'default'} text={row.active ? t('yes') : t('no')} />
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}

/** /subscription/create-plan: a new plan (plan editors). */
export function CreatePlanPage() {
  const { t } = useTranslation('subscription');
  const navigate = useNavigate();
  const create = useCreatePlan();
  const failed = useFailure();
  const [form] = Form.useForm<PlanCreateBody>();
  const submit = (values: PlanCreateBody) =>
    create.mutate(values, { onSuccess: () => void navigate('/subscription/plan'), onError: failed });
  return (
    <>
      <PageTitle>{t('plan.create')}</PageTitle>
      <Card style={{ maxWidth: 560 }}>
        <Form<PlanCreateBody>
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{
            period_months: 1,
            history_days: 90,
            reports: true,
            api_access: false,
            active: true,
            price: 0,
          }}
        >
          <Form.Item
            name="code"
            label={t('field.code')}
            rules={[{ required: true, pattern: /^[A-Z0-9][A-Z0-9_-]{1,19}$/, message: t('plan.code_rule') }]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="name" label={t('field.name')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="price" label={t('field.price')} rules={[{ required: true }]}>
            <InputNumber min={0} max={100_000_000} step={1000} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="period_months" label={t('field.period_months')} rules={[{ required: true }]}>
            <Select
              options={[1, 3, 6, 12].map((months) => ({ value: months, label: t('plan.months', { count: months }) }))}
            />
          </Form.Item>
          <Form.Item name="history_days" label={t('field.history_days')} rules={[{ required: true }]}>
            <InputNumber min={1} max={400} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="reports" label={t('field.reports')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="api_access" label={t('field.api_access')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="active" label={t('field.active')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('save')}
          </Button>
        </Form>
      </Card>
    </>
  );
}

const STATE_BADGE = { none: 'default', active: 'success', grace: 'warning', lapsed: 'error' } as const;

/** /subscription/status and /subscription/detail: each vehicle of the organisation with its subscription. */
export function StatusPage() {
  const { t } = useTranslation('subscription');
  const status = useSubscriptionStatus();
  return (
    <>
      <PageTitle>{t('status.title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('status.rule')}</Typography.Paragraph>
      <Card>
        <Table<SubscriptionStatusRow>
          rowKey="vehicle_id"
          loading={status.isLoading}
          dataSource={status.data ?? []}
          columns={[
            { title: t('field.vehicle'), render: (_, row) => row.vehicle_number ?? row.vehicle_name },
            { title: t('field.vehicle_name'), dataIndex: 'vehicle_name' },
            { title: t('field.plan_code'), render: (_, row) => row.plan_code ?? t('status.included') },
            { title: t('field.starts_at'), render: (_, row) => formatDateTime(row.starts_at) },
            { title: t('field.ends_at'), render: (_, row) => formatDateTime(row.ends_at) },
            {
              title: t('field.state'),
              render: (_, row) => <Badge status={STATE_BADGE[row.state]} text={t(`state.${row.state}`)} />,
            },
          ]}
        />
      </Card>
    </>
  );
}

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

function useInvoiceParam(): InvoiceRow | undefined {
  const [params] = useSearchParams();
  const invoices = useInvoices();
  const id = Number(params.get('id'));
  return invoices.data?.find((row) => row.id === id);
}

function InvoiceFacts({ invoice }: { invoice: InvoiceRow }) {
  const { t } = useTranslation('subscription');
  return (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label={t('field.invoice_number')}>{invoice.invoice_number}</Descriptions.Item>
      <Descriptions.Item label={t('field.billing_number')}>{invoice.billing_number}</Descriptions.Item>
      <Descriptions.Item label={t('field.plan_code')}>{invoice.plan_code}</Descriptions.Item>
      <Descriptions.Item label={t('field.amount')}>{rupiah(invoice.amount)}</Descriptions.Item>
      <Descriptions.Item label={t('field.due_date')}>{formatDay(invoice.due_date)}</Descriptions.Item>
      {invoice.virtual_account && (
        <Descriptions.Item label={t('field.virtual_account')}>
          <Typography.Text copyable strong>
            {invoice.virtual_account}
          </Typography.Text>
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('field.status')}>{t(`status_name.${invoice.status_name}`)}</Descriptions.Item>
    </Descriptions>
  );
}

/** /subscription/by-billing: the invoice to pay by bank transfer, with its virtual account. */
export function ByBillingPage() {
  const { t } = useTranslation('subscription');
  const navigate = useNavigate();
  const invoice = useInvoiceParam();
  return (
    <>
      <PageTitle>{t('billing_page.title')}</PageTitle>
      <Card style={{ maxWidth: 640 }}>
        <Alert type="info" showIcon title={t('billing_page.how')} style={{ marginBottom: 16 }} />
        {invoice && <InvoiceFacts invoice={invoice} />}
        <Button style={{ marginTop: 16 }} onClick={() => void navigate('/subscription/billing')}>
          {t('billing_page.to_list')}
        </Button>
      </Card>
    </>
  );
}

/** /subscription/online-payment: opens Midtrans' payment page for the invoice. */
export function OnlinePaymentPage() {
  const { t } = useTranslation('subscription');
  const invoice = useInvoiceParam();
  const pay = usePayOnline();
  const failed = useFailure();
  const open = () => {
    if (invoice)
      pay.mutate(invoice.id, { onSuccess: (answer) => window.location.assign(answer.redirect_url), onError: failed });
  };
  return (
    <>
      <PageTitle>{t('online.title')}</PageTitle>
      <Card style={{ maxWidth: 640 }}>
        {invoice && <InvoiceFacts invoice={invoice} />}
        <Button
          type="primary"
          style={{ marginTop: 16 }}
          loading={pay.isPending}
          disabled={!invoice || invoice.status !== 0}
          onClick={open}
        >
          {t('online.pay')}
        </Button>
      </Card>
    </>
  );
}

const PAYMENT_BADGE = {
  PRP: 'processing',
  Live: 'success',
  Incomplete: 'error',
  RRD: 'default',
  INV: 'warning',
} as const;

/** /subscription/billing: invoices with their status, debt ageing and PDF; finance confirms bank transfers. */
export function BillingPage() {
  const { t } = useTranslation('subscription');
  const { viewer } = useAuth();
  const invoices = useInvoices();
  const confirm = useConfirmPayment();
  const failed = useFailure();
  const { message } = App.useApp();
  const finance = viewer !== null && hasPermission(viewer, 'confirm_payment');
  return (
    <>
      <PageTitle>{t('billing.title')}</PageTitle>
      <Card>
        <Table<InvoiceRow>
          rowKey="id"
          loading={invoices.isLoading}
          dataSource={invoices.data ?? []}
          scroll={{ x: true }}
          columns={[
            ...(finance ? [{ title: t('field.organization'), dataIndex: 'organization_name' }] : []),
            { title: t('field.plan_code'), dataIndex: 'plan_code' },
            { title: t('field.invoice_number'), dataIndex: 'invoice_number' },
            { title: t('field.billing_number'), dataIndex: 'billing_number' },
            { title: t('field.order_date'), render: (_, row) => formatDateTime(row.order_date) },
            { title: t('field.due_date'), render: (_, row) => formatDay(row.due_date) },
            { title: t('field.amount'), render: (_, row) => rupiah(row.amount) },
            {
              title: t('field.status'),
              render: (_, row) => (
                <Badge status={PAYMENT_BADGE[row.status_name]} text={t(`status_name.${row.status_name}`)} />
              ),
            },
            { title: t('field.method'), render: (_, row) => t(`method.${row.payment_method}`) },
            { title: t('field.ageing'), render: (_, row) => `${row.ageing} (${t(`ageing.${row.ageing}`)})` },
            {
              title: t('field.actions'),
              render: (_, row) => (
                <Flex gap={8}>
                  <Button
                    size="small"
                    onClick={() => void downloadFile(invoicePdfLink(row.id), `${row.invoice_number}.pdf`).catch(failed)}
                  >
                    {t('billing.pdf')}
                  </Button>
                  {finance && row.status_name === 'INV' && (
                    <Button
                      size="small"
                      type="primary"
                      loading={confirm.isPending}
                      onClick={() =>
                        confirm.mutate(row.id, {
                          onSuccess: () => void message.success(t('billing.confirmed')),
                          onError: failed,
                        })
                      }
                    >
                      {t('billing.confirm')}
                    </Button>
                  )}
                </Flex>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
