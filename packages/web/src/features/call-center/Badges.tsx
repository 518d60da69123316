import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountState, IncidentState } from '@armada/domain';

/** A dot's colour per state; the text stays dark (WCAG contrast). */
const ACCOUNT: Record<AccountState, string> = {
  active: 'green',
  locked: 'red',
  deactivated: 'gray',
  not_activated: 'gold',
};
const INCIDENT: Record<IncidentState, string> = {
  open: 'red',
  assigned: 'gold',
  in_progress: 'blue',
  resolved: 'green',
  closed: 'gray',
};

export function AccountStateBadge({ state }: { state: AccountState }) {
  const { t } = useTranslation('callCenter');
  return <Badge color={ACCOUNT[state]} text={t(`account.${state}`)} />;
}

export function IncidentStateBadge({ state }: { state: IncidentState }) {
  const { t } = useTranslation('callCenter');
  return <Badge color={INCIDENT[state]} text={t(`incident_state.${state}`)} />;
}
