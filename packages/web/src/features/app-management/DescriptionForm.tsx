import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DescriptionEditBody } from '@armada/domain';
import type { ResourceRef } from '../../api/resource';
import { ResourceForm } from '../../components/form/ResourceForm';
import { SchemaField } from '../../components/form/SchemaField';

export type DescriptionFormProps = { resource: ResourceRef; id: number; onDone: () => void };

const toValues = (row: { description?: string } | undefined) => ({ description: row?.description ?? '' });

/** Services, functions and realms are fixed by the code: their description is what changes. */
export function DescriptionForm({ resource, id, onDone }: DescriptionFormProps) {
  const { t } = useTranslation('appManagement');
  return (
    <ResourceForm<{ description: string }>
      resource={resource}
      schema={DescriptionEditBody}
      id={id}
      toValues={toValues}
      onSaved={onDone}
      onCancel={onDone}
    >
      <SchemaField name="description" label={t('description')}>
        <Input.TextArea maxLength={300} autoSize={{ minRows: 3 }} />
      </SchemaField>
    </ResourceForm>
  );
}
