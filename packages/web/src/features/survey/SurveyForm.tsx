import { useState } from 'react';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { REALMS, SURVEY_STATUSES, type Realm, type SurveyStatus, type SurveyView } from '@armada/domain';
import { fromPickerTime, toPickerTime } from '../../components/formatDate';
import { SUBMIT, VERTICAL_FORM } from '../../components/ui';
import { useAuth } from '../auth/useAuth';
import { useSaveSurvey } from './surveyApi';
import { useOrganizationOptions } from './useOrganizationOptions';
import { useSurveyFeedback } from './useSurveyFeedback';

type Values = {
  title: string;
  description?: string;
  period: [Dayjs, Dayjs];
  status: SurveyStatus;
  realms: Realm[];
  organization_ids: number[];
};

const MULTIPLE = 'multiple';
const PRIMARY = 'primary';

const initialOf = (survey: SurveyView | undefined): Partial<Values> =>
  survey
    ? {
        title: survey.title,
        description: survey.description,
        period: [toPickerTime(survey.start_time), toPickerTime(survey.end_time)],
        status: survey.status,
        realms: survey.realms,
        organization_ids: survey.organizations.map((org) => org.id),
      }
    : {
        period: [toPickerTime(Date.now()).startOf('hour'), toPickerTime(Date.now()).startOf('hour').add(30, 'day')],
        status: 'draft',
        realms: [],
        organization_ids: [],
      };

/** A survey's fields and audience: add_survey (form data) or edit_survey. */
export function SurveyForm({ survey, onSaved }: { survey?: SurveyView; onSaved: (id: number) => void }) {
  const { t } = useTranslation('survey');
  const { viewer } = useAuth();
  const orgs = useOrganizationOptions(viewer);
  const save = useSaveSurvey();
  const feedback = useSurveyFeedback();
  const [form] = Form.useForm<Values>();
  const [initial] = useState(() => initialOf(survey));

  const submit = (values: Values) => {
    const [start, end] = values.period;
    const body = {
      title: values.title,
      description: values.description ?? '',
      start_time: fromPickerTime(start).toISOString(),
      end_time: fromPickerTime(end).toISOString(),
      status: values.status,
      realms: values.realms.join(','),
      ...(orgs.enabled ? { organization_ids: values.organization_ids.join(',') } : {}),
    };
    save.mutate(
      { id: survey?.id ?? null, body },
      {
        onSuccess: ({ id }) => {
          feedback.success();
          onSaved(id);
        },
        onError: (error) => feedback.failed(null, error),
      },
    );
  };

  return (
    <Form<Values> form={form} {...VERTICAL_FORM} initialValues={initial} onFinish={submit} style={{ maxWidth: 720 }}>
      <Form.Item name="title" label={t('field.title')} rules={[{ required: true, whitespace: true, max: 200 }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label={t('field.description')} rules={[{ max: 2000 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
      </Form.Item>
      <Form.Item name="period" label={t('field.period')} rules={[{ required: true }]}>
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="status" label={t('field.status')} extra={t('status_help')}>
        <Select options={SURVEY_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))} />
      </Form.Item>
      <Form.Item name="realms" label={t('field.realms')} extra={t('audience_help')}>
        <Select
          mode={MULTIPLE}
          allowClear
          placeholder={t('audience_everyone')}
          options={REALMS.map((realm) => ({ value: realm, label: t(`realm.${realm}`) }))}
        />
      </Form.Item>
      {orgs.enabled && (
        <Form.Item name="organization_ids" label={t('field.organizations')}>
          <Select
            mode={MULTIPLE}
            allowClear
            loading={orgs.loading}
            placeholder={t('audience_everyone')}
            options={orgs.options}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      )}
      <Button type={PRIMARY} htmlType={SUBMIT} loading={save.isPending}>
        {survey ? t('action.save') : t('action.create')}
      </Button>
    </Form>
  );
}
