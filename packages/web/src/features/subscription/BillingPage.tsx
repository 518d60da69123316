import { App, Badge, Button, Card, Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type InvoiceRow } from '@armada/domain';
import { PageTitle } from '../../components/PageTitle';
import { formatDateTime } from '../../components/formatDate';
import { downloadFile } from '../notifications/downloadFile';
import { useAuth } from '../auth/useAuth';
import { invoicePdfLink, useConfirmPayment, useInvoices } from './subscriptionApi';

import { formatDay, rupiah, useFailure } from './subscriptionView';

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
