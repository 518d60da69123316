import { Alert, Button, Card, Checkbox, Flex, Form, Input, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CONFIG_INTERVAL_MAX,
  CONFIG_INTERVAL_MIN,
  CONFIG_APN_PATTERN,
  CONFIG_HOST_PATTERN,
  type ConfigResultRow,
} from '@armada/domain';
import { ApiError } from '../../api/ApiError';
import { PageTitle } from '../../components/PageTitle';
import { useErrorText } from '../../components/useErrorText';
import { LinkButton } from '../../components/LinkButton';
import { VehicleSelect } from '../vehicles/VehicleSelect';
import { useSendConfig } from './deviceConfigApi';
import { StatusBadge } from './StatusBadge';

type Values = {
  vehicle_id?: number;
  report_interval?: number | null;
  apn?: string;
  host?: string;
  port?: number | null;
  queue?: boolean;
};

/** Shown when the call failed without an answer from the server. */
const SERVER_ERROR = 'server_error';
const APN = new RegExp(CONFIG_APN_PATTERN);
const HOST = new RegExp(CONFIG_HOST_PATTERN);
const given = <T,>(value: T | null | undefined | ''): value is T =>
  value !== undefined && value !== null && value !== '';

/** The stored attempt an error carries (tracker not connected, timeout), when there is one. */
function attemptOf(error: unknown): ConfigResultRow | null {
  if (!(error instanceof ApiError) || typeof error.result !== 'object' || error.result === null) return null;
  return 'status' in error.result ? (error.result as ConfigResultRow) : null;
}

/** /call-center/vehicle-config: report interval, APN and server address sent to a tracker. */
export function VehicleConfigPage() {
  const { t } = useTranslation('deviceConfig');
  const errorText = useErrorText();
  const [form] = Form.useForm<Values>();
  const send = useSendConfig();
  const sent = send.data ?? attemptOf(send.error);

  const submit = (values: Values) => {
    if (values.vehicle_id === undefined) return;
    send.mutate({
      vehicle_id: values.vehicle_id,
      ...(given(values.report_interval) ? { report_interval: values.report_interval } : {}),
      ...(given(values.apn) ? { apn: values.apn.trim() } : {}),
      ...(given(values.host) ? { host: values.host.trim() } : {}),
      ...(given(values.port) ? { port: values.port } : {}),
      queue: values.queue ?? false,
    });
  };

  return (
    <>
      <PageTitle>{t('form.title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('form.intro')}</Typography.Paragraph>
      <Card style={{ maxWidth: 640 }}>
        <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={{ queue: true }}>
          <Form.Item
            name="vehicle_id"
            label={t('form.vehicle')}
            rules={[{ required: true, message: t('form.vehicle_required') }]}
          >
            <VehicleSelect placeholder={t('form.vehicle')} />
          </Form.Item>
          <Form.Item name="report_interval" label={t('form.report_interval')} extra={t('form.report_interval_hint')}>
            <InputNumber min={CONFIG_INTERVAL_MIN} max={CONFIG_INTERVAL_MAX} precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="apn" label={t('form.apn')} rules={[{ pattern: APN, message: t('form.apn_invalid') }]}>
            <Input maxLength={32} autoComplete="off" />
          </Form.Item>
          <Space align="start" wrap>
            <Form.Item
              name="host"
              label={t('form.host')}
              dependencies={['port']}
              rules={[
                { pattern: HOST, message: t('form.host_invalid') },
                ({ getFieldValue }) => ({
                  validator: (_, value: string | undefined) =>
                    given(value) || !given(getFieldValue('port'))
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('form.server_incomplete'))),
                }),
              ]}
            >
              <Input maxLength={55} autoComplete="off" style={{ width: 300 }} />
            </Form.Item>
            <Form.Item
              name="port"
              label={t('form.port')}
              dependencies={['host']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, value: number | null | undefined) =>
                    given(value) || !given(getFieldValue('host'))
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('form.server_incomplete'))),
                }),
              ]}
            >
              <InputNumber min={1} max={65535} precision={0} style={{ width: 140 }} />
            </Form.Item>
          </Space>
          <Form.Item name="queue" valuePropName="checked">
            <Checkbox>{t('form.queue')}</Checkbox>
          </Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={send.isPending}>
              {t('form.send')}
            </Button>
            <LinkButton type="default" to="/call-center/result-config-sms">
              {t('form.results')}
            </LinkButton>
          </Space>
        </Form>
      </Card>
      {send.error ? (
        <Alert
          style={{ marginTop: 16, maxWidth: 640 }}
          type="error"
          showIcon
          title={errorText(send.error instanceof ApiError ? send.error : SERVER_ERROR)}
        />
      ) : null}
      {sent ? (
        <Card style={{ marginTop: 16, maxWidth: 640 }} title={t('form.last')}>
          <Flex vertical gap={8}>
            <StatusBadge status={sent.status} />
            <Typography.Text code>{sent.payload ?? '-'}</Typography.Text>
            <Typography.Text>{t('form.answer', { answer: sent.answer ?? '-' })}</Typography.Text>
          </Flex>
        </Card>
      ) : null}
    </>
  );
}
