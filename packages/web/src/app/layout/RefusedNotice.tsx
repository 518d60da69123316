import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MENU_GROUPS } from '../menu';

/** What the route guard hands the screen it sends a refused visitor to (RouteGuard.tsx). */
export type Refusal = { refused: string; why: 'permission' | 'realm' | 'access_type'; missing?: string };

const isRefusal = (state: unknown): state is Refusal =>
  typeof state === 'object' && state !== null && typeof (state as Refusal).refused === 'string';

/**
 * Says what was refused when the guard sent the user here from a screen they may not open (the spec
 * redirects; a silent bounce reads as a broken link): the screen, and the permission, organisation
 * type or access it needs. Closing it, or going on, forgets it.
 */
export function RefusedNotice() {
  const { t } = useTranslation(['common', 'maps', 'reports', 'vehicles', 'alerts', 'notifications']);
  const location = useLocation();
  const navigate = useNavigate();
  if (!isRefusal(location.state)) return null;
  const { refused, why, missing } = location.state;
  const entry = MENU_GROUPS.flatMap((group) => group.entries).find((candidate) => candidate.path === refused);
  const screen = entry ? t(entry.labelKey) : refused;
  return (
    <Alert
      type="warning"
      showIcon
      closable
      role="alert"
      style={{ margin: '12px 24px 0' }}
      title={t('common:refused.title', { screen })}
      description={t(`common:refused.${why}`, { key: missing ?? '' })}
      onClose={() => void navigate(location.pathname + location.search, { replace: true, state: null })}
    />
  );
}
