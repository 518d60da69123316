export { isLoginStatus, LOGIN_STATUSES, type LoginStatus } from '@armada/domain';

/** Success is green; a refused password red; every other refusal (account state, policy, lock) orange. */
export function statusColor(status: string): 'green' | 'red' | 'orange' {
  if (status === 'success') return 'green';
  if (status === 'wrong_credentials' || status === 'locked' || status === 'throttled') return 'red';
  return 'orange';
}
