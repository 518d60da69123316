import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { APP_PLATFORMS, AppAddBody, AppEditBody, type AppRow } from '@armada/domain';
import { ResourceForm } from '../../components/form/ResourceForm';
import { SchemaField } from '../../components/form/SchemaField';
import { APP_RESOURCE } from './appManagementApi';

export type AppFormProps = { id: number | null; onDone: () => void };

const toValues = (row: AppRow | undefined) =>
  row ? { name: row.name, platform: row.platform, description: row.description } : { platform: 'android' };

/** Register or edit an application; its app_id (what it sends as the lists' app_id) stays once created. */
export function AppForm({ id, onDone }: AppFormProps) {
  const { t } = useTranslation('appManagement');
  const platforms = APP_PLATFORMS.map((platform) => ({ value: platform, label: t(`apps.platforms.${platform}`) }));
  return (
    <ResourceForm<AppRow>
      resource={APP_RESOURCE}
      schema={id === null ? AppAddBody : AppEditBody}
      id={id}
      toValues={toValues}
      onSaved={onDone}
      onCancel={onDone}
    >
      {id === null && (
        <SchemaField name="app_id" label={t('apps.app_id')} extra={t('apps.app_id_hint')}>
          <Input maxLength={40} />
        </SchemaField>
      )}
      <SchemaField name="name" label={t('apps.name')}>
        <Input maxLength={80} />
      </SchemaField>
      <SchemaField name="platform" label={t('apps.platform')}>
        <Select options={platforms} />
      </SchemaField>
      <SchemaField name="description" label={t('description')}>
        <Input.TextArea maxLength={300} autoSize={{ minRows: 2 }} />
      </SchemaField>
    </ResourceForm>
  );
}
