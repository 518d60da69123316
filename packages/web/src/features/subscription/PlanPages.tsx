import { Badge, Button, Card, Flex, Form, Input, InputNumber, Select, Switch, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasPermission, type PlanCreateBody, type PlanRow } from '@armada/domain';
import { PageTitle } from '../../components/PageTitle';
import { useAuth } from '../auth/useAuth';
import { useCreatePlan, usePlans } from './subscriptionApi';

import { rupiah, useFailure } from './subscriptionView';

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
