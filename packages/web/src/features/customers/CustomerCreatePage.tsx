import { Card } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { CustomerForm } from './CustomerForm';
import { customerPath, useRefreshOrganisations } from './customersApi';

/** `/customer/create`: the customer with its super admin, who gets a mail to set their password. */
export function CustomerCreatePage() {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const refresh = useRefreshOrganisations();
  return (
    <>
      <PageTitle>{t('create.title')}</PageTitle>
      <Card>
        <CustomerForm
          id={null}
          onSaved={(id) => {
            refresh();
            void navigate(customerPath('view', id));
          }}
          onCancel={() => void navigate('/customer/list')}
        />
      </Card>
    </>
  );
}
