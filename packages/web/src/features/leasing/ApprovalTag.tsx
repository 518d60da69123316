import { Tag } from 'antd';
import type { DealerApproval } from '@armada/domain';
import { useLeaseLabels } from './useLeaseLabels';

const COLORS: Record<DealerApproval, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

export function ApprovalTag({ status }: { status: DealerApproval }) {
  const labels = useLeaseLabels();
  return <Tag color={COLORS[status]}>{labels.approval(status)}</Tag>;
}
