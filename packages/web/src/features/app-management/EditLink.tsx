import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

export type EditLinkProps = { onClick?: () => void };

/** The row action that opens the description editor; nothing when the user may not change it. */
export function EditLink({ onClick }: EditLinkProps) {
  const { t } = useTranslation('appManagement');
  if (!onClick) return null;
  return (
    <Button size="small" type="link" onClick={onClick}>
      {t('edit')}
    </Button>
  );
}
