import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDateTime } from '../../components/formatDate';
import type { OutboxMail } from '@armada/domain';
import { OutboxAttachments } from './OutboxAttachments';

/** The outbox columns; the body is shown by expanding a row. */
export function useOutboxColumns(): DataColumn<OutboxMail, never>[] {
  const { t } = useTranslation('reports');
  const { t: tSchedule } = useTranslation('reportSchedules');
  return [
    {
      key: 'created_at',
      dataIndex: 'created_at',
      title: t('outbox.columns.created_at'),
      render: (value: string) => formatDateTime(value),
    },
    { key: 'to_address', dataIndex: 'to_address', title: t('outbox.columns.to_address') },
    { key: 'subject', dataIndex: 'subject', title: t('outbox.columns.subject') },
    {
      key: 'attachments',
      title: tSchedule('outbox_attachments'),
      render: (_, mail) => <OutboxAttachments id={mail.id} names={mail.attachments} />,
    },
  ];
}
