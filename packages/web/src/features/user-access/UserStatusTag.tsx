import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_STATE } from '@armada/domain';

export type UserStatusTagProps = { status: number };

const COLOR: Record<number, string> = {
  [ACCOUNT_STATE.active]: 'green',
  [ACCOUNT_STATE.waiting]: 'gold',
  [ACCOUNT_STATE.inactive]: 'default',
};

/** Active, waiting for the set-password mail, or switched off. */
export function UserStatusTag({ status }: UserStatusTagProps) {
  const { t } = useTranslation('userAccess');
  return <Tag color={COLOR[status] ?? 'default'}>{t(`user.statuses.${status}`)}</Tag>;
}
