import { Flex, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommandRow, CommandStatus } from '@armada/domain';
import { formatDateTime } from '../../../components/formatDate';
import { useCommandList } from './starterKillApi';

const STATUS_COLORS: Record<CommandStatus, string> = {
  sent: 'processing',
  answered: 'success',
  timeout: 'warning',
  offline: 'default',
  failed: 'error',
};

export const COMMAND_HISTORY_TEST_ID = 'starter-kill-history';

function Entry({ row }: { row: CommandRow }) {
  const { t } = useTranslation('starterKill');
  return (
    <div style={{ padding: '4px 0', borderTop: '1px solid #f0f0f0' }}>
      <Typography.Text strong>{t(`action.${row.action}`)}</Typography.Text>{' '}
      <Tag color={STATUS_COLORS[row.status]}>{t(`status.${row.status}`)}</Tag>
      <Typography.Text type="secondary">{formatDateTime(row.created_at)}</Typography.Text>
      <div>
        <Typography.Text type="secondary">{t('history.by', { username: row.username })}</Typography.Text>
        {row.answer ? <Typography.Text code>{row.answer}</Typography.Text> : null}
      </div>
    </div>
  );
}

/** The vehicle's latest starter-kill attempts from the audit trail. */
export function CommandHistory({ imei }: { imei: string }) {
  const { t } = useTranslation('starterKill');
  const list = useCommandList(imei);
  const rows = list.data?.data ?? [];
  return (
    <div data-testid={COMMAND_HISTORY_TEST_ID}>
      <Typography.Text type="secondary">{t('history.title')}</Typography.Text>
      {list.isLoading ? <Spin size="small" /> : null}
      {!list.isLoading && rows.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('history.empty')}</Typography.Paragraph>
      ) : null}
      <Flex vertical>
        {rows.map((row) => (
          <Entry key={row.id} row={row} />
        ))}
      </Flex>
    </div>
  );
}
