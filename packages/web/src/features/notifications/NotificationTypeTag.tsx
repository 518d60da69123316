import { Tag } from 'antd';
import { isActivityType, LEVEL_COLORS, levelOf } from '../alerts/alertTypes';
import { useNotificationText, type TypedRow } from './useNotificationText';

const COLORS: Record<string, string> = { report_download: 'green', promo: 'magenta' };

function colorOf(type: string): string {
  if (isActivityType(type)) return LEVEL_COLORS[levelOf(type)];
  return COLORS[type] ?? 'blue';
}

export type NotificationTypeTagProps = { row: TypedRow };

/** The type's label in the user's language, coloured as the alert feed colours urgency. */
export function NotificationTypeTag({ row }: NotificationTypeTagProps) {
  const { label } = useNotificationText();
  return (
    <Tag color={colorOf(row.type)} style={{ marginInlineEnd: 0 }}>
      {label(row)}
    </Tag>
  );
}
