import { Card, Checkbox, DatePicker, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX, REALM_ID, REALMS } from '@armada/domain';
import { instantFromPicker, instantToPicker } from '../../components/form/instantPicker';
import { SchemaField } from '../../components/form/SchemaField';
import { OrganizationsPicker } from './OrganizationsPicker';
import { SimpleMarkdown } from './SimpleMarkdown';

const FULL = { width: '100%' } as const;
const SHOW_TIME = { format: 'HH:mm' } as const;
const BODY_ROWS = { minRows: 4, maxRows: 12 } as const;

/** The form keeps comma-joined ids (the body's way); the pickers hold lists. */
const idsToPicker = (value: unknown) => ({
  value: typeof value === 'string' && value ? value.split(',').map(Number) : [],
});
const idsFromPicker = (ids: number[] | undefined) => (ids ?? []).join(',');
/** The form keeps ISO times; the picker holds a day and time in the person's zone. */
const publishFromPicker = instantFromPicker(undefined);
const endFromPicker = instantFromPicker('');

function Preview() {
  const { t } = useTranslation('announcements');
  const form = Form.useFormInstance();
  const title: unknown = Form.useWatch('title', form);
  const body: unknown = Form.useWatch('body', form);
  const hasText = typeof title === 'string' && title.trim() !== '';
  return (
    <Card size="small" title={t('form.preview')} style={{ marginBottom: 16 }}>
      {hasText || (typeof body === 'string' && body.trim()) ? (
        <>
          <Typography.Text strong>{typeof title === 'string' ? title : ''}</Typography.Text>
          <SimpleMarkdown text={typeof body === 'string' ? body : ''} />
        </>
      ) : (
        <Typography.Text type="secondary">{t('form.preview_empty')}</Typography.Text>
      )}
    </Card>
  );
}

/** An announcement's fields: title, text with its preview, audience, period and promo. */
export function AnnouncementFields({ knownOrganizations }: { knownOrganizations: ReadonlyMap<number, string> }) {
  const { t } = useTranslation(['announcements', 'common']);
  const realmOptions = REALMS.map((realm) => ({ value: REALM_ID[realm], label: t(`common:realm.${realm}`) }));
  return (
    <>
      <SchemaField name="title" label={t('field.title')}>
        <Input maxLength={ANNOUNCEMENT_TITLE_MAX} />
      </SchemaField>
      <SchemaField name="body" label={t('field.body')} extra={t('form.body_hint')}>
        <Input.TextArea autoSize={BODY_ROWS} maxLength={ANNOUNCEMENT_BODY_MAX} />
      </SchemaField>
      <Preview />
      <Typography.Paragraph type="secondary">{t('form.audience_hint')}</Typography.Paragraph>
      <SchemaField name="realm_ids" label={t('field.realms')} getValueProps={idsToPicker} normalize={idsFromPicker}>
        <Select mode="multiple" options={realmOptions} allowClear />
      </SchemaField>
      <SchemaField
        name="organization_ids"
        label={t('field.organizations')}
        getValueProps={idsToPicker}
        normalize={idsFromPicker}
      >
        <OrganizationsPicker known={knownOrganizations} />
      </SchemaField>
      <SchemaField
        name="publish_at"
        label={t('field.publish_at')}
        extra={t('form.publish_hint')}
        getValueProps={instantToPicker}
        normalize={publishFromPicker}
      >
        <DatePicker showTime={SHOW_TIME} style={FULL} />
      </SchemaField>
      <SchemaField
        name="end_at"
        label={t('field.end_at')}
        extra={t('form.end_hint')}
        getValueProps={instantToPicker}
        normalize={endFromPicker}
      >
        <DatePicker showTime={SHOW_TIME} style={FULL} />
      </SchemaField>
      <SchemaField name="promo" label={t('field.promo')} valuePropName="checked">
        <Checkbox>{t('form.promo_label')}</Checkbox>
      </SchemaField>
    </>
  );
}
