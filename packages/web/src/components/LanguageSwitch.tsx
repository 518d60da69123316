import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../app/i18n';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../app/languages';

export type LanguageSwitchProps = { dark?: boolean };

export function LanguageSwitch({ dark = false }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation('common');
  const options = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));
  return (
    <Select
      aria-label={t('language')}
      size="small"
      variant={dark ? 'borderless' : 'outlined'}
      value={isLanguage(i18n.language) ? i18n.language : 'en-us'}
      options={options}
      prefix={<GlobalOutlined style={dark ? { color: 'rgba(255,255,255,0.85)' } : undefined} />}
      onChange={(value) => changeLanguage(value)}
      popupMatchSelectWidth={false}
      style={{ minWidth: 120, ...(dark ? { color: '#fff' } : {}) }}
      className={dark ? 'armada-select-dark' : undefined}
    />
  );
}
