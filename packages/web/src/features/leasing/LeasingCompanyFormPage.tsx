import { Card, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LeasingAddBody, LeasingEditBody, type LeasingCompanyRow } from '@armada/domain';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ResourceForm } from '../../components/form/ResourceForm';
import { SchemaField } from '../../components/form/SchemaField';
import { PageTitle } from '../../components/PageTitle';
import { LEASING_RESOURCE } from './leasingApi';

const CARD = { maxWidth: 640 } as const;
const toValues = (row: LeasingCompanyRow | undefined) => (row ? { ...row, code: row.code ?? '' } : {});

/** `/leasing/create` and `/leasing/edit/{idLeasing}`: a leasing company's form (administrators). */
export function LeasingCompanyFormPage() {
  const { t } = useTranslation('leasing');
  const navigate = useNavigate();
  const { idLeasing } = useParams();
  const editing = idLeasing !== undefined;
  const id = editing && /^[1-9]\d{0,9}$/.test(idLeasing) ? Number(idLeasing) : null;
  if (editing && id === null) return <ErrorMessage error="not_found" />;
  const back = () => void navigate(id === null ? '/leasing/company-list' : `/leasing/company-list/view?id=${id}`);

  return (
    <>
      <PageTitle>{t(id === null ? 'company.add_title' : 'company.edit_title')}</PageTitle>
      <Card style={CARD}>
        <ResourceForm<LeasingCompanyRow>
          resource={LEASING_RESOURCE}
          schema={id === null ? LeasingAddBody : LeasingEditBody}
          id={id}
          toValues={toValues}
          onSaved={(saved) => void navigate(`/leasing/company-list/view?id=${saved}`)}
          onCancel={back}
        >
          <SchemaField name="name" label={t('company.name')}>
            <Input maxLength={120} />
          </SchemaField>
          <SchemaField name="code" label={t('company.code')}>
            <Input maxLength={30} />
          </SchemaField>
          <SchemaField name="address" label={t('company.address')}>
            <Input.TextArea maxLength={300} autoSize={{ minRows: 2 }} />
          </SchemaField>
          <SchemaField name="phone" label={t('company.phone')}>
            <Input maxLength={30} />
          </SchemaField>
          <SchemaField name="email" label={t('company.email')}>
            <Input maxLength={200} />
          </SchemaField>
        </ResourceForm>
      </Card>
    </>
  );
}
