import { Tag } from 'antd';
import { useCustomerOptions } from './useCustomerOptions';

const COLOURS: Record<number, string> = { 1: 'green', 2: 'gold', 0: 'default' };

export type UserStatusTagProps = { status: number | null };

/** The super admin's account: active, waiting for the mailed link, or off; '-' without a super admin. */
export function UserStatusTag({ status }: UserStatusTagProps) {
  const { statusName } = useCustomerOptions();
  if (status === null) return <>{statusName(null)}</>;
  return <Tag color={COLOURS[status] ?? 'default'}>{statusName(status)}</Tag>;
}
