import { Card } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageTitle } from '../../components/PageTitle';
import { useIdParam } from '../../components/useIdParam';
import { CustomerForm } from './CustomerForm';
import { customerPath, useRefreshOrganisations } from './customersApi';

/** `/customer/edit?id=`: change a customer's fields; phone and e-mail follow to its super admin. */
export function CustomerEditPage() {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const refresh = useRefreshOrganisations();
  const id = useIdParam();
  return (
    <>
      <PageTitle>{t('edit.title')}</PageTitle>
      <Card>
        {id === null ? (
          <ErrorMessage error="not_found" />
        ) : (
          <CustomerForm
            id={id}
            onSaved={() => {
              refresh();
              void navigate(customerPath('view', id));
            }}
            onCancel={() => void navigate(customerPath('view', id))}
          />
        )}
      </Card>
    </>
  );
}
