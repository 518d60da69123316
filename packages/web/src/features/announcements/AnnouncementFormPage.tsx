import { useCallback, useMemo } from 'react';
import { Card } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AnnouncementAddBody, AnnouncementEditBody, type Announcement } from '@armada/domain';
import { useResourceView } from '../../api/resource';
import { ResourceForm } from '../../components/form/ResourceForm';
import { PageTitle } from '../../components/PageTitle';
import { useIdParam } from '../../components/useIdParam';
import { AnnouncementFields } from './AnnouncementFields';
import { ANNOUNCEMENTS } from './announcementsApi';

const LIST_PATH = '/announcement';

const toValues = (row: Announcement | undefined) =>
  row
    ? {
        title: row.title,
        body: row.body,
        realm_ids: row.realm_ids.join(','),
        organization_ids: row.organization_ids.join(','),
        publish_at: row.publish_at,
        end_at: row.end_at ?? '',
        promo: row.promo,
      }
    : { promo: false };

/** `/announcement/form` (edit_announcement): a new announcement, or `?id=` one of the caller's to change. */
export function AnnouncementFormPage() {
  const { t } = useTranslation('announcements');
  const navigate = useNavigate();
  const id = useIdParam();
  const row = useResourceView<Announcement>(ANNOUNCEMENTS, id);
  const back = useCallback(() => void navigate(LIST_PATH), [navigate]);
  const known = useMemo(() => {
    const data = row.data;
    return new Map<number, string>(
      data ? data.organization_ids.map((org, i) => [org, data.organization_names[i] ?? '']) : [],
    );
  }, [row.data]);
  return (
    <>
      <PageTitle>{t(id === null ? 'form.add_title' : 'form.edit_title')}</PageTitle>
      <Card style={{ maxWidth: 840 }}>
        <ResourceForm<Announcement>
          resource={ANNOUNCEMENTS}
          schema={id === null ? AnnouncementAddBody : AnnouncementEditBody}
          id={id}
          toValues={toValues}
          onSaved={back}
          onCancel={back}
        >
          <AnnouncementFields knownOrganizations={known} />
        </ResourceForm>
      </Card>
    </>
  );
}
