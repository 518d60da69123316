import { useState } from 'react';
import { App, Button, Card, Col, DatePicker, Form, Input, Row, Select, Table, Timeline, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INCIDENT_STATES, type IncidentDetail, type IncidentState } from '@armada/domain';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageTitle } from '../../components/PageTitle';
import { VERTICAL_FORM } from '../../components/ui';
import { formatDateTime } from '../../components/formatDate';
import { useIdParam } from '../../components/useIdParam';
import type { ApiError } from '../../api/ApiError';
import { IncidentStateBadge } from './Badges';
import { HitPicker } from './HitPicker';
import { NoteField } from './NoteField';
import { useCreateIncident, useIncident, useIncidents, useMoveIncident, useNoteIncident } from './callCenterApi';

/** `/call-center/incident` (use_call_center): the incidents, and `?id=` one with its notes and trail. */
export function IncidentsPage() {
  const { t } = useTranslation('callCenter');
  const id = useIdParam();
  const [state, setState] = useState<IncidentState | undefined>(undefined);
  const list = useIncidents(state);
  return (
    <>
      <PageTitle>{t('incident.title')}</PageTitle>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Card>
            <Select
              allowClear
              aria-label={t('incident.filter')}
              placeholder={t('incident.filter')}
              style={{ minWidth: 200, marginBottom: 12 }}
              value={state}
              onChange={setState}
              options={INCIDENT_STATES.map((value) => ({ value, label: t(`incident_state.${value}`) }))}
            />
            <ErrorMessage error={list.error as ApiError | null} />
            <Table
              size="small"
              rowKey="id"
              data-testid="incident-list"
              loading={list.isFetching}
              dataSource={list.data ?? []}
              columns={[
                {
                  title: t('incident.name'),
                  key: 'title',
                  render: (_, row) => <Link to={`/call-center/incident?id=${row.id}`}>{row.title}</Link>,
                },
                { title: t('incident.customer'), dataIndex: 'organization_name' },
                {
                  title: t('incident.state'),
                  key: 'state',
                  render: (_, row) => <IncidentStateBadge state={row.state} />,
                },
                { title: t('incident.updated'), key: 'updated', render: (_, row) => formatDateTime(row.updated_at) },
              ]}
            />
          </Card>
          <NewIncidentCard />
        </Col>
        <Col xs={24} lg={12}>
          {id !== null && <IncidentPanel id={id} />}
        </Col>
      </Row>
    </>
  );
}

type NewValues = {
  organization_id: number;
  vehicle_id?: number;
  title: string;
  description?: string;
  scheduled_for?: Dayjs;
};

function NewIncidentCard() {
  const { t } = useTranslation('callCenter');
  const { message } = App.useApp();
  const [form] = Form.useForm<NewValues>();
  const create = useCreateIncident();
  const submit = (values: NewValues) =>
    create.mutate(
      {
        organization_id: values.organization_id,
        ...(values.vehicle_id ? { vehicle_id: values.vehicle_id } : {}),
        title: values.title,
        description: values.description ?? '',
        ...(values.scheduled_for ? { scheduled_for: values.scheduled_for.format('YYYY-MM-DD') } : {}),
      },
      {
        onSuccess: () => {
          form.resetFields();
          void message.success(t('incident.created'));
        },
      },
    );
  return (
    <Card title={t('incident.new')} style={{ marginTop: 16 }}>
      <Form form={form} name="incident_new" {...VERTICAL_FORM} onFinish={submit}>
        <Form.Item name="organization_id" label={t('incident.customer')} rules={[{ required: true }]}>
          <HitPicker kind="organization" />
        </Form.Item>
        <Form.Item name="vehicle_id" label={t('incident.vehicle')} extra={t('incident.vehicle_hint')}>
          <HitPicker kind="vehicle" />
        </Form.Item>
        <Form.Item name="title" label={t('incident.name')} rules={[{ required: true, whitespace: true }, { max: 200 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t('incident.description')} rules={[{ max: 2000 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="scheduled_for" label={t('incident.scheduled_for')}>
          <DatePicker />
        </Form.Item>
        <ErrorMessage error={create.error} />
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('incident.create')}
        </Button>
      </Form>
    </Card>
  );
}

function IncidentPanel({ id }: { id: number }) {
  const incident = useIncident(id);
  if (incident.error) return <ErrorMessage error={incident.error as ApiError} />;
  if (!incident.data) return <Card loading />;
  return <IncidentCard incident={incident.data} />;
}

function IncidentCard({ incident }: { incident: IncidentDetail }) {
  const { t } = useTranslation('callCenter');
  const move = useMoveIncident(incident.id);
  const note = useNoteIncident(incident.id);
  const [moveForm] = Form.useForm<{ to: IncidentState; note: string }>();
  const [noteForm] = Form.useForm<{ note: string }>();
  return (
    <Card title={incident.title} data-testid="incident-detail" extra={<IncidentStateBadge state={incident.state} />}>
      <Typography.Paragraph>{incident.description}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {[
          incident.organization_name,
          incident.vehicle_name,
          incident.assigned_to_name && t('incident.assigned_to', { name: incident.assigned_to_name }),
          incident.scheduled_for && t('incident.booked', { date: incident.scheduled_for }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography.Paragraph>
      {incident.next_states.length > 0 && (
        <Form
          form={moveForm}
          name="incident_move"
          {...VERTICAL_FORM}
          onFinish={(values) => move.mutate(values, { onSuccess: () => moveForm.resetFields() })}
        >
          <Form.Item name="to" label={t('incident.move_to')} rules={[{ required: true }]}>
            <Select options={incident.next_states.map((value) => ({ value, label: t(`incident_state.${value}`) }))} />
          </Form.Item>
          <NoteField label={t('incident.note')} />
          <ErrorMessage error={move.error} />
          <Button type="primary" htmlType="submit" loading={move.isPending}>
            {t('incident.move')}
          </Button>
        </Form>
      )}
      {incident.state !== 'closed' && (
        <Form
          form={noteForm}
          name="incident_note"
          {...VERTICAL_FORM}
          style={{ marginTop: 16 }}
          onFinish={(values) => note.mutate(values.note, { onSuccess: () => noteForm.resetFields() })}
        >
          <NoteField label={t('incident.add_note')} />
          <ErrorMessage error={note.error} />
          <Button htmlType="submit" loading={note.isPending}>
            {t('incident.save_note')}
          </Button>
        </Form>
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('incident.trail')}
      </Typography.Title>
      <Timeline
        data-testid="incident-trail"
        items={incident.events.map((event) => ({
          key: event.id,
          children: (
            <>
              <Typography.Text strong>
                {event.kind === 'moved' && event.from_state && event.to_state
                  ? t('trail.moved', {
                      from: t(`incident_state.${event.from_state}`),
                      to: t(`incident_state.${event.to_state}`),
                    })
                  : t(`trail.${event.kind}`)}
              </Typography.Text>
              {event.note && <Typography.Paragraph style={{ margin: 0 }}>{event.note}</Typography.Paragraph>}
              <div>
                <Typography.Text type="secondary">{`${formatDateTime(event.at)} · ${event.user_name}`}</Typography.Text>
              </div>
            </>
          ),
        }))}
      />
    </Card>
  );
}
