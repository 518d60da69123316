import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const SECTIONS = ['collect', 'use', 'share', 'retention', 'rights', 'contact'] as const;

/** The privacy policy, shared by the static page and the approval step of signing in. */
export function PolicyText() {
  const { t } = useTranslation('common');
  return (
    <Typography>
      <Typography.Paragraph>{t('policy.preamble')}</Typography.Paragraph>
      {SECTIONS.map((section) => (
        <section key={section}>
          <Typography.Title level={5}>{t(`policy.${section}.title`)}</Typography.Title>
          <Typography.Paragraph>{t(`policy.${section}.body`)}</Typography.Paragraph>
        </section>
      ))}
    </Typography>
  );
}
