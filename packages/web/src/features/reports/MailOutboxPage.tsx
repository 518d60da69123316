import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table/DataTable';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { PageTitle } from '../../components/PageTitle';
import { MailBody } from './MailBody';
import type { OutboxMail } from '@armada/domain';
import { OUTBOX_TABLE, useOutbox } from './reportsApi';
import { useOutboxColumns } from './useOutboxColumns';

const ROW_KEY = 'id';
const EXPANDABLE = { expandedRowRender: (mail: OutboxMail) => <MailBody body={mail.body} /> };

/** The communication log: mail the server kept because no SMTP server is configured. */
export function MailOutboxPage() {
  const { t } = useTranslation('reports');
  const controls = useTableQuery(OUTBOX_TABLE);
  const mails = useOutbox(controls.state);
  const columns = useOutboxColumns();

  return (
    <>
      <PageTitle>{t('outbox.title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('outbox.intro')}</Typography.Paragraph>
      <Card>
        <DataTable columns={columns} query={mails} controls={controls} rowKey={ROW_KEY} expandable={EXPANDABLE} />
      </Card>
    </>
  );
}
