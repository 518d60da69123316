import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/formatDate';
import type { AlertItem } from './alertItem';
import { alertText } from './alertText';
import { LEVEL_COLORS, levelOf } from './alertTypes';
import './alerts.css';

dayjs.extend(relativeTime);

export type AlertRowProps = {
  item: AlertItem;
  /** The time the relative times are counted from (renewed by the page). */
  now: number;
  mobile: boolean;
  onOpen: (item: AlertItem) => void;
};

const DESKTOP_GRID = { gridTemplateColumns: '180px minmax(0, 1fr) 150px', gridTemplateAreas: '"type body time"' };
const MOBILE_GRID = { gridTemplateColumns: 'minmax(0, 1fr) auto', gridTemplateAreas: '"type time" "body body"' };
const DESKTOP_TIME = { gridArea: 'time', textAlign: 'right', display: 'flex', flexDirection: 'column' } as const;
// On a phone both times share the line beside the type, so each alert takes three lines, not four.
const MOBILE_TIME = { gridArea: 'time', display: 'flex', gap: 6, alignItems: 'baseline' } as const;

/** One alert: its type, the vehicle and what happened, when; a click opens the vehicle on the map. */
export function AlertRow({ item, now, mobile, onOpen }: AlertRowProps) {
  const { t } = useTranslation(['alerts', 'maps']);
  const when = new Date(item.time).toISOString();
  return (
    <button
      type="button"
      className="armada-alert-row"
      disabled={item.imei === null}
      onClick={() => onOpen(item)}
      style={{
        all: 'unset',
        boxSizing: 'border-box',
        display: 'grid',
        ...(mobile ? MOBILE_GRID : DESKTOP_GRID),
        columnGap: 12,
        rowGap: 2,
        alignItems: 'start',
        width: '100%',
        padding: '10px 12px',
        cursor: item.imei === null ? 'default' : 'pointer',
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      <span style={{ gridArea: 'type' }}>
        <Tag color={LEVEL_COLORS[levelOf(item.type)]} style={{ marginInlineEnd: 0 }}>
          {t(`type.${item.type}`, { defaultValue: item.type })}
        </Tag>
      </span>
      <span style={{ gridArea: 'body', minWidth: 0 }}>
        <Typography.Text strong>{item.vehicle}</Typography.Text>
        {item.vehicleName && item.vehicleName !== item.vehicle ? (
          <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
            {item.vehicleName}
          </Typography.Text>
        ) : null}
        <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 2 }}>
          {alertText(item, t)}
        </Typography.Paragraph>
      </span>
      <span style={mobile ? MOBILE_TIME : DESKTOP_TIME}>
        <Typography.Text style={mobile ? { fontSize: 12 } : undefined}>{dayjs(item.time).from(now)}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <time dateTime={when}>{formatDateTime(when)}</time>
        </Typography.Text>
      </span>
    </button>
  );
}
