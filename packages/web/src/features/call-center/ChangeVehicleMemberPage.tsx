import { useState } from 'react';
import { App, Button, Card, Form, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageTitle } from '../../components/PageTitle';
import { VERTICAL_FORM } from '../../components/ui';
import { formatDateTime } from '../../components/formatDate';
import type { ApiError } from '../../api/ApiError';
import { HitPicker } from './HitPicker';
import { NoteField } from './NoteField';
import { useChangeVehicleMember, useVehicleMembers } from './callCenterApi';

type Values = { vehicle_id: number; organization_id: number; reason: string };

/** `/call-center/change-vehicle-member` (use_call_center): a vehicle moves to another customer, with its reason kept. */
export function ChangeVehicleMemberPage() {
  const { t } = useTranslation('callCenter');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [vehicleId, setVehicleId] = useState<number | null>(null);
  const history = useVehicleMembers(vehicleId);
  const change = useChangeVehicleMember();
  const submit = (values: Values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.setFieldsValue({ organization_id: undefined, reason: '' });
        void message.success(t('member.done'));
      },
    });
  return (
    <>
      <PageTitle>{t('member.title')}</PageTitle>
      <Card style={{ maxWidth: 720 }}>
        <Form form={form} {...VERTICAL_FORM} onFinish={submit}>
          <Form.Item name="vehicle_id" label={t('member.vehicle')} rules={[{ required: true }]}>
            <HitPicker kind="vehicle" onChange={(id) => setVehicleId(id)} />
          </Form.Item>
          <Form.Item name="organization_id" label={t('member.target')} rules={[{ required: true }]}>
            <HitPicker kind="organization" />
          </Form.Item>
          <NoteField name="reason" label={t('member.reason')} />
          <ErrorMessage error={change.error} />
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            {t('member.submit')}
          </Button>
        </Form>
      </Card>
      {vehicleId !== null && (
        <Card title={t('member.history')} style={{ marginTop: 16 }}>
          <ErrorMessage error={history.error as ApiError | null} />
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={history.data ?? []}
            columns={[
              { title: t('audit.at'), key: 'at', render: (_, row) => formatDateTime(row.at) },
              { title: t('member.from'), dataIndex: 'from_name' },
              { title: t('member.to'), dataIndex: 'to_name' },
              { title: t('member.reason'), dataIndex: 'reason' },
              { title: t('audit.agent'), dataIndex: 'agent_name' },
            ]}
          />
        </Card>
      )}
    </>
  );
}
