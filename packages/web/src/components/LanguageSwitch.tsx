import { GlobalOutlined } from '@ant-design/icons';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../locales/i18n';
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../locales/languages';

const DARK = { size: 'small', variant: 'borderless' } as const satisfies SelectProps;
const LIGHT = { size: 'small', variant: 'outlined' } as const satisfies SelectProps;

export type LanguageSwitchProps = { dark?: boolean };

export function LanguageSwitch({ dark = false }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation('common');
  const options = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));
  return (
    <Select
      aria-label={t('language')}
      {...(dark ? DARK : LIGHT)}
      value={isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE}
      options={options}
      prefix={<GlobalOutlined style={dark ? { color: 'rgba(255,255,255,0.85)' } : undefined} />}
      onChange={(value) => changeLanguage(value)}
      popupMatchSelectWidth={false}
      style={{ minWidth: 120, ...(dark ? { color: '#fff' } : {}) }}
      className={dark ? 'armada-select-dark' : undefined}
    />
  );
}
