import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TEST_IDS } from './ui';

export type HelpLinkProps = { to: string };

/** 'Help': opens the help wiki's guide to the screen shown. */
export function HelpLink({ to }: HelpLinkProps) {
  const { t } = useTranslation('common');
  return (
    <Link to={to} data-testid={TEST_IDS.helpLink}>
      <QuestionCircleOutlined /> {t('help')}
    </Link>
  );
}
