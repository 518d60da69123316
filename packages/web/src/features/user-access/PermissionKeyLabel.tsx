import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type PermissionKeyLabelProps = { permission: string };

/** A permission key named in the user's language, with the key itself (as roles and logs show it) below. */
export function PermissionKeyLabel({ permission }: PermissionKeyLabelProps) {
  const { t } = useTranslation('appManagement');
  return (
    <span>
      {t(`function.${permission}`, { defaultValue: permission })}
      <br />
      <Typography.Text type="secondary" code>
        {permission}
      </Typography.Text>
    </span>
  );
}
