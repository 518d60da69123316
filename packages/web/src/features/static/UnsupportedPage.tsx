import { Flex, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthShell } from '../../components/AuthShell';
import { TEST_IDS } from '../../components/ui';
import { MISSING_PARAM, parseMissing } from './browserSupport';

const STATUS = 'warning';
const MISSING_ID = 'unsupported-missing';
const BROWSERS = ['Chrome', 'Edge', 'Firefox', 'Safari'] as const;
const LIST_STYLE = { margin: 0, paddingInlineStart: 20, textAlign: 'start' } as const;

/** Where browsers that cannot run the portal are sent: what they lack (`?missing=`) and which browsers work. */
export function UnsupportedPage() {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const missing = parseMissing(params.get(MISSING_PARAM));
  return (
    <AuthShell>
      <Result
        status={STATUS}
        title={<span data-testid={TEST_IDS.pageTitle}>{t('unsupported.title')}</span>}
        subTitle={t('unsupported.text')}
      >
        <Flex vertical gap={12}>
          {missing.length > 0 && (
            <section data-testid={MISSING_ID}>
              <Typography.Text strong>{t('unsupported.missing')}</Typography.Text>
              <ul style={LIST_STYLE}>
                {missing.map((name) => (
                  <li key={name}>{t(`unsupported.feature.${name}`)}</li>
                ))}
              </ul>
            </section>
          )}
          <section>
            <Typography.Text strong>{t('unsupported.supported')}</Typography.Text>
            <ul style={LIST_STYLE}>
              {BROWSERS.map((browser) => (
                <li key={browser}>{t('unsupported.browser', { browser })}</li>
              ))}
            </ul>
          </section>
        </Flex>
      </Result>
    </AuthShell>
  );
}
