import { App, Button, Card, Descriptions, Form, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { USER_ACTIONS, type CallCenterUser, type UserAction } from '@armada/domain';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageTitle } from '../../components/PageTitle';
import { VERTICAL_FORM } from '../../components/ui';
import { formatDateTime } from '../../components/formatDate';
import { useIdParam } from '../../components/useIdParam';
import type { ApiError } from '../../api/ApiError';
import { AccountStateBadge } from './Badges';
import { NoteField } from './NoteField';
import { useCallCenterUser, useUserAction } from './callCenterApi';

/** `/call-center/user?id=` (use_call_center): a customer's account, its sign-ins and the agent's audited actions. */
export function CallCenterUserPage() {
  const { t } = useTranslation('callCenter');
  const id = useIdParam();
  const user = useCallCenterUser(id);
  return (
    <>
      <PageTitle>{t('user.title')}</PageTitle>
      {id === null && <Typography.Text>{t('user.pick')}</Typography.Text>}
      <ErrorMessage error={user.error as ApiError | null} />
      {user.data && <UserPanel user={user.data} />}
    </>
  );
}

function UserPanel({ user }: { user: CallCenterUser }) {
  const { t } = useTranslation('callCenter');
  const { message } = App.useApp();
  const act = useUserAction(user.id);
  const [form] = Form.useForm<{ action: UserAction; note: string }>();
  const submit = (values: { action: UserAction; note: string }) =>
    act.mutate(values, {
      onSuccess: () => {
        form.resetFields();
        void message.success(t(`action.done_${values.action}`));
      },
    });
  return (
    <>
      <Card>
        <Descriptions size="small" column={2}>
          <Descriptions.Item label={t('user.name')}>{`${user.name} (${user.username})`}</Descriptions.Item>
          <Descriptions.Item label={t('user.organization')}>{user.organization_name}</Descriptions.Item>
          <Descriptions.Item label={t('user.state')}>
            <AccountStateBadge state={user.state} />
          </Descriptions.Item>
          <Descriptions.Item label={t('user.last_sign_in')}>{formatDateTime(user.last_sign_in)}</Descriptions.Item>
          <Descriptions.Item label={t('org.email')}>{user.email ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('org.phone')}>{user.phone ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('action.title')} style={{ marginTop: 16, maxWidth: 640 }}>
        <Form form={form} {...VERTICAL_FORM} onFinish={submit} initialValues={{ action: 'unlock' }}>
          <Form.Item name="action" label={t('action.label')} rules={[{ required: true }]}>
            <Select options={USER_ACTIONS.map((action) => ({ value: action, label: t(`action.${action}`) }))} />
          </Form.Item>
          <NoteField label={t('action.note')} />
          <ErrorMessage error={act.error} />
          <Button type="primary" htmlType="submit" loading={act.isPending}>
            {t('action.submit')}
          </Button>
        </Form>
      </Card>
      <Card title={t('user.audit')} style={{ marginTop: 16 }}>
        <Table
          size="small"
          rowKey="id"
          data-testid="call-center-audit"
          pagination={false}
          dataSource={user.audit}
          columns={[
            { title: t('audit.at'), key: 'at', render: (_, row) => formatDateTime(row.at) },
            { title: t('audit.agent'), dataIndex: 'agent_name' },
            { title: t('audit.action'), key: 'action', render: (_, row) => t(`action.${row.action}`) },
            { title: t('audit.note'), dataIndex: 'note' },
          ]}
        />
      </Card>
      <Card title={t('user.sign_ins')} style={{ marginTop: 16 }}>
        <Table
          size="small"
          rowKey={(row) => `${row.at}-${row.status}`}
          pagination={false}
          dataSource={user.sign_ins}
          columns={[
            { title: t('audit.at'), key: 'at', render: (_, row) => formatDateTime(row.at) },
            {
              title: t('user.state'),
              key: 'status',
              render: (_, row) => t(`reports:status.${row.status}`, { defaultValue: row.status }),
            },
            { title: t('user.ip'), key: 'ip', render: (_, row) => row.ip ?? '-' },
          ]}
        />
      </Card>
    </>
  );
}
