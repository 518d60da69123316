import { useEffect } from 'react';
import { Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission, realmById, WIKI_HELP, type Announcement, type TokenPayload } from '@armada/domain';
import { resourceListParams, useResourceList, useResourceRemove } from '../../api/resource';
import { DataTable } from '../../components/data-table/DataTable';
import { TableSearch } from '../../components/data-table/TableSearch';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { DetailView, type DetailField } from '../../components/detail/DetailView';
import { useEditor } from '../../components/form/useEditor';
import { formatDateTime } from '../../components/formatDate';
import { LinkButton } from '../../components/LinkButton';
import { ResourceScreen } from '../../components/resource/ResourceScreen';
import { useRowFeedback } from '../../components/resource/useRowAction';
import { useIdParam } from '../../components/useIdParam';
import { useAuth } from '../auth/useAuth';
import { ANNOUNCEMENT_TABLE, ANNOUNCEMENTS } from './announcementsApi';
import { STATE_COLORS } from './announcementView';
import { SimpleMarkdown } from './SimpleMarkdown';
import { useAnnouncementColumns } from './useAnnouncementColumns';
import { useAnnouncementText } from './useAnnouncementText';

const ROW_KEY = 'id';
const FORM_PATH = '/announcement/form';
const editPath = (id: number) => `${FORM_PATH}?id=${id}`;

/** Root and the admin realm change any announcement; others their organisation's (the server's rule). */
const mayChange = (viewer: TokenPayload, row: Announcement) =>
  viewer.isorgadmin === 0 || realmById(viewer.realm_id) === 'admin' || row.organization_id === viewer.organization_id;

function useDetailFields(): DetailField<Announcement>[] {
  const { t } = useTranslation('announcements');
  const text = useAnnouncementText();
  return [
    { key: 'title', label: t('field.title') },
    { key: 'body', label: t('field.body'), render: (row) => <SimpleMarkdown text={row.body} /> },
    { key: 'audience', label: t('field.audience'), render: (row) => text.audience(row) },
    { key: 'publish_at', label: t('field.publish_at'), render: (row) => formatDateTime(row.publish_at) },
    { key: 'end_at', label: t('field.end_at'), render: (row) => (row.end_at ? formatDateTime(row.end_at) : '-') },
    {
      key: 'state',
      label: t('field.state'),
      render: (row) => <Tag color={STATE_COLORS[row.state]}>{t(`state.${row.state}`)}</Tag>,
    },
    { key: 'promo', label: t('field.promo'), render: (row) => (row.promo ? t('yes') : t('no')) },
    { key: 'organization_name', label: t('field.author') },
  ];
}

/**
 * `/announcement` (view_announcement): the announcements the caller wrote or was addressed, with
 * their audience, period and state; `?id=` (a notification's link) opens one. Users with
 * edit_announcement add them on /announcement/form and change or delete their organisation's.
 */
export function AnnouncementsPage() {
  const { t } = useTranslation('announcements');
  const navigate = useNavigate();
  const { viewer } = useAuth();
  const controls = useTableQuery(ANNOUNCEMENT_TABLE);
  const rows = useResourceList<Announcement>(ANNOUNCEMENTS, resourceListParams(controls.state));
  const editor = useEditor();
  const remove = useResourceRemove(ANNOUNCEMENTS, 'delete');
  const feedback = useRowFeedback();
  const fields = useDetailFields();
  const opened = useIdParam();
  const { view } = editor;
  useEffect(() => {
    if (opened !== null) view(opened);
  }, [opened, view]);
  const edits = viewer !== null && hasPermission(viewer, 'edit_announcement');
  const deleted = feedback(t('list.deleted'));
  const columns = useAnnouncementColumns({
    view,
    edit: edits
      ? (row) => (viewer && mayChange(viewer, row) ? () => void navigate(editPath(row.id)) : undefined)
      : undefined,
    remove: edits
      ? (row) => (viewer && mayChange(viewer, row) ? () => remove.mutate(row.id, deleted) : undefined)
      : undefined,
  });

  return (
    <ResourceScreen
      title={t('list.title')}
      help={WIKI_HELP.announcements}
      editor={editor}
      panelWidth={560}
      panelTitle={() => t('list.view_title')}
      renderView={(id) => <DetailView<Announcement> resource={ANNOUNCEMENTS} id={id} fields={fields} />}
      renderForm={() => null}
    >
      <DataTable
        columns={columns}
        query={rows}
        controls={controls}
        rowKey={ROW_KEY}
        filters={
          <>
            <TableSearch controls={controls} placeholder={t('list.search')} />
            {edits && (
              <LinkButton to={FORM_PATH}>
                <PlusOutlined /> {t('list.add')}
              </LinkButton>
            )}
          </>
        }
      />
    </ResourceScreen>
  );
}
