import type { CSSProperties } from 'react';
import { Badge } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAlertInbox } from './useAlertInbox';

export type AlertCountBadgeProps = { style?: CSSProperties };

/** The live alerts that arrived since the alert feed was last open; a click opens the feed. */
export function AlertCountBadge({ style }: AlertCountBadgeProps) {
  const { t } = useTranslation('alerts');
  const { unseen } = useAlertInbox();
  const label = t('badge', { count: unseen });
  return (
    <Link
      to="/alert"
      aria-label={label}
      title={label}
      style={{ display: 'inline-flex', background: '#fff', padding: '4px 8px', borderRadius: 12, ...style }}
    >
      <Badge count={unseen} size="small" overflowCount={99}>
        <BellOutlined style={{ fontSize: 16, color: '#1f1f1f' }} />
      </Badge>
    </Link>
  );
}
