import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { brokenPasswordRules, PASSWORD_MIN_LENGTH, PASSWORD_RULES } from '@armada/domain';
import { TEST_IDS } from './ui';

const POLITE = 'polite';

export type PasswordHintsProps = { password: string };

/** One live line per rule of the password policy, ticked when the typed password meets it. */
export function PasswordHints({ password }: PasswordHintsProps) {
  const { t } = useTranslation('auth');
  const broken = brokenPasswordRules(password);
  return (
    <Flex vertical gap={2} aria-live={POLITE} data-testid={TEST_IDS.passwordHints} style={{ marginBottom: 16 }}>
      {PASSWORD_RULES.map((rule) => {
        const met = !broken.includes(rule);
        return (
          <Typography.Text key={rule} type={met ? 'success' : 'secondary'} data-rule={rule} data-met={met}>
            {met ? <CheckCircleFilled /> : <CloseCircleOutlined />}{' '}
            {t(`password_rules.${rule}`, { min: PASSWORD_MIN_LENGTH })}
          </Typography.Text>
        );
      })}
    </Flex>
  );
}
