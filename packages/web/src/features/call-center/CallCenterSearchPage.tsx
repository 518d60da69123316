import { useState } from 'react';
import { Card, Col, Descriptions, Input, List, Row, Table, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CALL_CENTER_SEARCH_MIN, type CallCenterHit, type CallCenterOrganization } from '@armada/domain';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageTitle } from '../../components/PageTitle';
import { formatDateTime } from '../../components/formatDate';
import type { ApiError } from '../../api/ApiError';
import { AccountStateBadge, IncidentStateBadge } from './Badges';
import { useCallCenterOrganization, useCallCenterSearch } from './callCenterApi';

const ORG_PARAM = 'org';

/** `/call-center` (use_call_center): search customers, users and vehicles; the organisation of a hit on one panel. */
export function CallCenterSearchPage() {
  const { t } = useTranslation('callCenter');
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const search = useCallCenterSearch(text);
  const orgText = params.get(ORG_PARAM) ?? '';
  const orgId = /^[1-9]\d{0,9}$/.test(orgText) ? Number(orgText) : null;
  const open = (hit: CallCenterHit) => setParams({ q: text, [ORG_PARAM]: String(hit.organization_id) });
  return (
    <>
      <PageTitle>{t('search.title')}</PageTitle>
      <Row gutter={16}>
        <Col xs={24} lg={10}>
          <Card>
            <Input.Search
              aria-label={t('search.label')}
              placeholder={t('search.placeholder')}
              defaultValue={text}
              onSearch={setText}
              enterButton={t('search.button')}
              allowClear
            />
            {text.trim().length > 0 && text.trim().length < CALL_CENTER_SEARCH_MIN && (
              <Typography.Text type="secondary">{t('search.min')}</Typography.Text>
            )}
            <ErrorMessage error={search.error as ApiError | null} />
            <List
              data-testid="call-center-hits"
              loading={search.isFetching}
              dataSource={search.data ?? []}
              locale={{ emptyText: t('search.none') }}
              renderItem={(hit) => (
                <List.Item
                  key={`${hit.kind}-${hit.id}`}
                  actions={[
                    <a key="open" onClick={() => open(hit)}>
                      {t('search.open')}
                    </a>,
                    ...(hit.kind === 'user'
                      ? [
                          <Link key="user" to={`/call-center/user?id=${hit.id}`}>
                            {t('search.user_page')}
                          </Link>,
                        ]
                      : []),
                  ]}
                >
                  <List.Item.Meta
                    title={`${t(`kind.${hit.kind}`)}: ${hit.title}`}
                    description={`${hit.organization_name} · ${hit.detail}`}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          {orgId !== null && <OrganizationPanel id={orgId} />}
        </Col>
      </Row>
    </>
  );
}

function OrganizationPanel({ id }: { id: number }) {
  const { t } = useTranslation('callCenter');
  const page = useCallCenterOrganization(id);
  if (page.error) return <ErrorMessage error={page.error as ApiError} />;
  const org: CallCenterOrganization | undefined = page.data;
  if (!org) return <Card loading />;
  return (
    <Card title={org.name} data-testid="call-center-detail">
      <Descriptions size="small" column={2}>
        <Descriptions.Item label={t('org.code')}>{org.code ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('org.state')}>{t(org.active ? 'org.active' : 'org.inactive')}</Descriptions.Item>
        <Descriptions.Item label={t('org.phone')}>{org.phone ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('org.email')}>{org.email ?? '-'}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>{t('org.users')}</Typography.Title>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={org.users}
        columns={[
          {
            title: t('user.name'),
            key: 'name',
            render: (_, user) => (
              <Link to={`/call-center/user?id=${user.id}`}>{`${user.name} (${user.username})`}</Link>
            ),
          },
          { title: t('user.state'), key: 'state', render: (_, user) => <AccountStateBadge state={user.state} /> },
          { title: t('user.last_sign_in'), key: 'last', render: (_, user) => formatDateTime(user.last_sign_in) },
        ]}
      />
      <Typography.Title level={5}>{t('org.vehicles')}</Typography.Title>
      <Table
        size="small"
        rowKey="id"
        pagination={{ pageSize: 5 }}
        dataSource={org.vehicles}
        columns={[
          { title: t('vehicle.name'), dataIndex: 'vehicle_name' },
          { title: t('vehicle.plate'), key: 'plate', render: (_, v) => v.vehicle_number ?? '-' },
          { title: t('vehicle.imei'), dataIndex: 'imei' },
          { title: t('vehicle.last_report'), key: 'last', render: (_, v) => formatDateTime(v.last_report) },
        ]}
      />
      <Typography.Title level={5}>{t('org.open_incidents')}</Typography.Title>
      <List
        size="small"
        dataSource={org.open_incidents}
        locale={{ emptyText: t('incident.none') }}
        renderItem={(incident) => (
          <List.Item key={incident.id}>
            <Link to={`/call-center/incident?id=${incident.id}`}>{incident.title}</Link>
            <IncidentStateBadge state={incident.state} />
          </List.Item>
        )}
      />
      <Typography.Title level={5}>{t('org.last_sign_ins')}</Typography.Title>
      <List
        size="small"
        dataSource={org.last_sign_ins}
        renderItem={(row) => (
          <List.Item key={`${row.username}-${row.at}`}>
            {`${formatDateTime(row.at)} · ${row.username} · ${t(`reports:status.${row.status}`, { defaultValue: row.status })}`}
          </List.Item>
        )}
      />
    </Card>
  );
}
