import { Button, Tag, type Breakpoint } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@armada/domain';
import type { DataColumn } from '../../components/data-table/columns';
import { RowActions } from '../../components/data-table/RowActions';
import type { AnnouncementSort } from './announcementsApi';
import { STATE_COLORS } from './announcementView';
import { useAnnouncementText } from './useAnnouncementText';

export type AnnouncementActions = {
  view: (id: number) => void;
  /** Absent without edit_announcement, or for another organisation's announcement. */
  edit?: (row: Announcement) => (() => void) | undefined;
  remove?: (row: Announcement) => (() => void) | undefined;
};

/** A long title wraps rather than pushing the state and actions off a phone's screen. */
const TITLE_STYLE = { padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' } as const;

/** Columns a phone leaves out, so the title, state and actions fit. */
const WIDE: Breakpoint[] = ['md'];

export function useAnnouncementColumns({ view, edit, remove }: AnnouncementActions) {
  const { t } = useTranslation('announcements');
  const text = useAnnouncementText();
  const columns: DataColumn<Announcement, AnnouncementSort>[] = [
    {
      key: 'title',
      title: t('field.title'),
      dataIndex: 'title',
      sortBy: { ascend: 'title', descend: '-title' },
      render: (title: string, row: Announcement) => (
        <Button type="link" size="small" style={TITLE_STYLE} onClick={() => view(row.id)}>
          {title}
        </Button>
      ),
    },
    {
      key: 'audience',
      title: t('field.audience'),
      render: (_: unknown, row: Announcement) => text.audience(row),
      responsive: WIDE,
    },
    {
      key: 'publish_at',
      title: t('field.period'),
      dataIndex: 'publish_at',
      sortBy: { ascend: 'publish_at', descend: '-publish_at' },
      render: (_: unknown, row: Announcement) => text.period(row),
      responsive: WIDE,
    },
    {
      key: 'state',
      title: t('field.state'),
      dataIndex: 'state',
      render: (state: Announcement['state']) => <Tag color={STATE_COLORS[state]}>{t(`state.${state}`)}</Tag>,
    },
    {
      key: 'promo',
      title: t('field.promo'),
      dataIndex: 'promo',
      render: (promo: boolean) => (promo ? <Tag color="green">{t('field.promo')}</Tag> : '-'),
      responsive: WIDE,
    },
  ];
  if (edit || remove)
    columns.push({
      key: 'actions',
      title: t('list.actions'),
      render: (_: unknown, row: Announcement) => (
        <RowActions
          onEdit={edit?.(row)}
          onDelete={remove?.(row)}
          editText={t('list.edit')}
          deleteText={t('list.delete')}
          confirmText={t('list.delete_confirm', { title: row.title })}
        />
      ),
    });
  return columns;
}
