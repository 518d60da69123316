import { useTranslation } from 'react-i18next';
import { contactDisplay, formatNpwp, type CustomerDetail } from '@armada/domain';
import type { DetailField } from '../../components/detail/DetailView';
import { formatDateTime } from '../../components/formatDate';
import { useCustomerOptions } from './useCustomerOptions';
import { UserStatusTag } from './UserStatusTag';

type Row = CustomerDetail & Record<string, unknown>;

/** The customer's detail, in the order of the create form. */
export function useCustomerFields(): DetailField<Row>[] {
  const { t } = useTranslation('customers');
  const { sectorName, typeName } = useCustomerOptions();
  return [
    { key: 'name', label: t('field.company_name') },
    { key: 'code', label: t('field.code') },
    { key: 'business_sector', label: t('field.business_sector'), render: (row) => sectorName(row.business_sector) },
    { key: 'business_type', label: t('field.business_type'), render: (row) => typeName(row.business_type) },
    { key: 'dealer_name', label: t('field.dealer') },
    { key: 'npwp', label: t('field.npwp'), render: (row) => formatNpwp(row.npwp) },
    { key: 'address', label: t('field.address') },
    { key: 'province_name', label: t('field.province') },
    { key: 'city_name', label: t('field.city') },
    { key: 'district_name', label: t('field.district') },
    { key: 'post_code', label: t('field.post_code') },
    { key: 'contact_name', label: t('field.contact_person'), render: (row) => contactDisplay(row.contact_name) },
    { key: 'job_title', label: t('field.job_title') },
    { key: 'username', label: t('field.super_admin_username') },
    { key: 'phone', label: t('field.super_admin_phone') },
    { key: 'email', label: t('field.super_admin_email') },
    { key: 'user_status', label: t('field.user_status'), render: (row) => <UserStatusTag status={row.user_status} /> },
    { key: 'vehicle_count', label: t('field.vehicle_count') },
    { key: 'created_at', label: t('field.created_at'), render: (row) => formatDateTime(row.created_at) },
  ];
}
