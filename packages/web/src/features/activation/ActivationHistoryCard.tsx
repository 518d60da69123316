import { Card, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/formatDate';
import { useActivationHistory } from './activationApi';
import type { ActivationKind } from './activationKinds';

/** A vehicle's or customer's changes and notes, newest first, with who made them. */
export function ActivationHistoryCard({ kind, id }: { kind: ActivationKind; id: number }) {
  const { t } = useTranslation('activation');
  const history = useActivationHistory(kind, id);
  const events = history.data?.data ?? [];
  return (
    <Card title={t('history_title')}>
      {events.length === 0 ? (
        <Typography.Text type="secondary">{t('no_history')}</Typography.Text>
      ) : (
        <Timeline
          items={events.map((event) => ({
            key: event.id,
            children: (
              <>
                <Typography.Text strong>{t(`event.${event.event}`)}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {formatDateTime(event.created_at)} · {event.user_name ?? '-'}
                </Typography.Text>
                {event.note && <Typography.Paragraph>{event.note}</Typography.Paragraph>}
              </>
            ),
          }))}
        />
      )}
    </Card>
  );
}
