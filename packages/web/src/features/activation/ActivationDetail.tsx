import { useState } from 'react';
import { App, Button, Card, Descriptions, Flex, Input, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { realmById } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LinkButton } from '../../components/LinkButton';
import { PageTitle } from '../../components/PageTitle';
import { useAuth } from '../auth/useAuth';
import { useActivationChange, type ActivationAction } from './activationApi';
import { KIND_ROUTES, type ActivationKind, type DetailFocus } from './activationKinds';
import { ActivationHistoryCard } from './ActivationHistoryCard';

const NOTE_ROWS = { minRows: 2, maxRows: 6 } as const;
const NOTE_MAX = 500;

type Change = Exclude<ActivationAction, 'addNote'>;

/** The changes this viewer may make: the brand all of them, a dealer the invitation (and notes). */
function useActions(active: boolean, changeable: boolean): Change[] {
  const { viewer } = useAuth();
  if (!viewer || !changeable) return [];
  const brand = viewer.isorgadmin === 0 || realmById(viewer.realm_id) === 'admin';
  return [
    ...(active ? [] : (['resend'] as const)),
    ...(brand ? (active ? (['deactivate'] as const) : (['forceActivate'] as const)) : []),
  ];
}

export type ActivationDetailProps = {
  kind: ActivationKind;
  id: number;
  title: string;
  facts: DescriptionsProps['items'];
  /** Whether the vehicle or customer counts as active now (which changes are offered). */
  active: boolean;
  /** Whether its activation can change at all (a customer without a super admin has no account to change). */
  changeable: boolean;
  focus: DetailFocus | undefined;
  /** The translation keys of this kind's texts (the vehicle's at the top of the namespace). */
  prefix: '' | 'customer.';
};

/**
 * One vehicle's or customer's activation: its facts, the changes the viewer may make with an
 * optional note, a note of its own, and the history of both.
 */
export function ActivationDetail({ kind, id, title, facts, active, changeable, focus, prefix }: ActivationDetailProps) {
  const { t } = useTranslation('activation');
  const { message } = App.useApp();
  const [note, setNote] = useState('');
  const actions = useActions(active, changeable);
  const changes = {
    resend: useActivationChange(kind, 'resend'),
    deactivate: useActivationChange(kind, 'deactivate'),
    forceActivate: useActivationChange(kind, 'forceActivate'),
    addNote: useActivationChange(kind, 'addNote'),
  };
  const failed = Object.values(changes).find((change) => change.error)?.error;
  const run = (action: ActivationAction) => {
    Object.values(changes).forEach((change) => change.reset());
    changes[action].mutate(
      { id, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setNote('');
          void message.success(t(`${prefix}done.${action}`));
        },
      },
    );
  };

  return (
    <Flex vertical gap={16}>
      <div>
        <LinkButton to={KIND_ROUTES[kind].list} type="link">
          {t(`${prefix}back`)}
        </LinkButton>
      </div>
      <PageTitle>{title}</PageTitle>
      <Card>
        <Descriptions column={{ xs: 1, md: 2 }} items={facts} />
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
      <ActivationHistoryCard kind={kind} id={id} />
    </Flex>
  );
}
