import { Alert, Button, Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { type InvoiceRow } from '@armada/domain';
import { PageTitle } from '../../components/PageTitle';
import { useInvoices, usePayOnline } from './subscriptionApi';

import { formatDay, rupiah, useFailure } from './subscriptionView';

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
