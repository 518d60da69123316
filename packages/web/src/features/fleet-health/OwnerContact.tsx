import { Flex, Typography } from 'antd';
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export type OwnerContactProps = {
  name: string | null;
  phone: string | null;
  email: string | null;
};

/** Whom to contact about a vehicle: the name, a phone to call and an address to mail, each a link. */
export function OwnerContact({ name, phone, email }: OwnerContactProps) {
  const { t } = useTranslation('fleetHealth');
  if (!name && !phone && !email) return '-';
  return (
    <Flex vertical gap={2}>
      {name && <Typography.Text>{name}</Typography.Text>}
      {phone && (
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} aria-label={t('call', { phone })}>
          <PhoneOutlined /> {phone}
        </a>
      )}
      {email && (
        <a href={`mailto:${email}`} aria-label={t('mail', { email })}>
          <MailOutlined /> {email}
        </a>
      )}
    </Flex>
  );
}
