import type { ReactNode } from 'react';
import { Card, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceRef } from '../../api/resource';
import { PageTitle } from '../../components/PageTitle';
import { useDrawerSize } from '../../components/resource/useDrawerSize';
import { DescriptionForm } from './DescriptionForm';

export type CatalogueShellProps = {
  title: string;
  resource: ResourceRef;
  /** The row whose description is being edited, or null. */
  editing: number | null;
  onClose: () => void;
  children: ReactNode;
};

/** The page of a services, functions or realms list, with the side panel that edits a description. */
export function CatalogueShell({ title, resource, editing, onClose, children }: CatalogueShellProps) {
  const { t } = useTranslation('appManagement');
  const size = useDrawerSize(440);
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Card>{children}</Card>
      <Drawer open={editing !== null} onClose={onClose} size={size} title={t('edit_description')} destroyOnHidden>
        {editing !== null && <DescriptionForm resource={resource} id={editing} onDone={onClose} />}
      </Drawer>
    </>
  );
}
