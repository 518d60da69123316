import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActivationState } from '@armada/domain';

/** A dot's colour per state; the text stays dark, readable on any row (WCAG contrast). */
const COLORS: Record<ActivationState, string> = {
  invited: 'gold',
  activated: 'green',
  force_activated: 'blue',
  deactivated: 'red',
};

/** Where a vehicle or customer is in the activation lifecycle; '-' before anyone acted on it. */
export function ActivationStateTag({ state }: { state: ActivationState | null }) {
  const { t } = useTranslation('activation');
  if (state === null) return <>-</>;
  return <Badge color={COLORS[state]} text={t(`state.${state}`)} />;
}
