import { useState } from 'react';
import { App, Button, Card, Descriptions, Empty, Flex, Input, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { activationIsActive, realmById, type VehicleActivationRow } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import type { ScreenProps } from '../../components/screenProps';
import { ErrorMessage } from '../../components/ErrorMessage';
import { formatDateTime } from '../../components/formatDate';
import { LinkButton } from '../../components/LinkButton';
import { PageTitle } from '../../components/PageTitle';
import { useIdParam } from '../../components/useIdParam';
import { useAuth } from '../auth/useAuth';
import { useActivation, useActivationChange, useActivationHistory, type ActivationAction } from './activationApi';
import { ActivationStateTag } from './ActivationStateTag';

const LIST_PATH = '/activation/vehicle';
const NOTE_ROWS = { minRows: 2, maxRows: 6 } as const;
const NOTE_MAX = 500;
/** The spec's routes of one vehicle's activation, each opening this page on its part. */
const FOCUS: Record<string, 'history' | 'note' | 'resend' | undefined> = {
  '/activation/history': 'history',
  '/activation/addnote': 'note',
  '/activation/resend': 'resend',
};

/** The changes this viewer may make: the brand all of them, a dealer the invitation and notes. */
function useActions(row: VehicleActivationRow | undefined): Exclude<ActivationAction, 'accept' | 'addNote'>[] {
  const { viewer } = useAuth();
  if (!row || !viewer) return [];
  const brand = viewer.isorgadmin === 0 || realmById(viewer.realm_id) === 'admin';
  const active = activationIsActive(row);
  return [
    ...(active ? [] : (['resend'] as const)),
    ...(brand ? (active ? (['deactivate'] as const) : (['forceActivate'] as const)) : []),
  ];
}

/**
 * `/activation/detail?id=` (and `/resend`, `/history`, `/addnote`): one vehicle's activation, the
 * changes the viewer may make with an optional note, a note of its own, and the history of both.
 */
export function ActivationDetailPage({ path }: ScreenProps) {
  const { t } = useTranslation('activation');
  const { message } = App.useApp();
  const id = useIdParam();
  const row = useActivation(id);
  const history = useActivationHistory(id);
  const [note, setNote] = useState('');
  const actions = useActions(row.data);
  const focus = FOCUS[path];
  const changes = {
    resend: useActivationChange('resend'),
    deactivate: useActivationChange('deactivate'),
    forceActivate: useActivationChange('forceActivate'),
    addNote: useActivationChange('addNote'),
  };
  const failed = Object.values(changes).find((change) => change.error)?.error;
  const run = (action: keyof typeof changes) => {
    if (id === null) return;
    Object.values(changes).forEach((change) => change.reset());
    changes[action].mutate(
      { vehicle_id: id, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setNote('');
          void message.success(t(`done.${action}`));
        },
      },
    );
  };

  if (id === null) return <Empty description={t('no_vehicle')} />;
  if (row.isPending) return <Skeleton active />;
  if (row.error) return <ErrorMessage error={toApiError(row.error)} />;
  const vehicle = row.data;
  return (
    <Flex vertical gap={16}>
      <div>
        <LinkButton to={LIST_PATH} type="link">
          {t('back')}
        </LinkButton>
      </div>
      <PageTitle>{vehicle.vehicle_number ?? vehicle.vehicle_name}</PageTitle>
      <Card>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'name', label: t('field.vehicle_name'), children: vehicle.vehicle_name },
            { key: 'chassis', label: t('field.chassis_number'), children: vehicle.chassis_number ?? '-' },
            { key: 'owner', label: t('field.owner_name'), children: vehicle.owner_name ?? '-' },
            { key: 'dealer', label: t('field.dealer_name'), children: vehicle.dealer_name ?? '-' },
            {
              key: 'code',
              label: t('field.activation_status'),
              children: t(`code.${vehicle.activation_status}`, { defaultValue: '-' }),
            },
            {
              key: 'state',
              label: t('field.activation_state'),
              children: <ActivationStateTag state={vehicle.activation_state} />,
            },
            { key: 'date', label: t('field.activation_date'), children: vehicle.activation_date ?? '-' },
            {
              key: 'invited',
              label: t('field.invited_at'),
              children: vehicle.invited_at ? formatDateTime(vehicle.invited_at) : '-',
            },
          ]}
        />
      </Card>
      <Card title={t(focus === 'note' ? 'note_title' : 'actions_title')}>
        <Flex vertical gap={12}>
          <Input.TextArea
            aria-label={t('note')}
            placeholder={t('note')}
            value={note}
            maxLength={NOTE_MAX}
            autoSize={NOTE_ROWS}
            autoFocus={focus === 'note'}
            onChange={(event) => setNote(event.target.value)}
          />
          <Flex gap={8} wrap>
            {actions.map((action) => (
              <Button
                key={action}
                type={focus === 'resend' && action === 'resend' ? 'primary' : 'default'}
                danger={action === 'deactivate'}
                loading={changes[action].isPending}
                onClick={() => run(action)}
              >
                {t(`action.${action}`)}
              </Button>
            ))}
            <Button
              type={focus === 'note' ? 'primary' : 'default'}
              disabled={note.trim() === ''}
              loading={changes.addNote.isPending}
              onClick={() => run('addNote')}
            >
              {t('action.addNote')}
            </Button>
          </Flex>
          {failed && <ErrorMessage error={toApiError(failed)} />}
        </Flex>
      </Card>
      <Card title={t('history_title')}>
        {(history.data?.data.length ?? 0) === 0 ? (
          <Typography.Text type="secondary">{t('no_history')}</Typography.Text>
        ) : (
          <Timeline
            items={(history.data?.data ?? []).map((event) => ({
              key: event.id,
              children: (
                <>
                  <Typography.Text strong>{t(`event.${event.event}`)}</Typography.Text>{' '}
                  <Typography.Text type="secondary">
                    {formatDateTime(event.created_at)} · {event.user_name ?? '-'}
                  </Typography.Text>
                  {event.note && <Typography.Paragraph>{event.note}</Typography.Paragraph>}
                </>
              ),
            }))}
          />
        )}
      </Card>
    </Flex>
  );
}
