import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, theme, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import idID from 'antd/locale/id_ID';
import jaJP from 'antd/locale/ja_JP';
import type { Locale } from 'antd/es/locale';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../locales/i18n';
import { isLanguage, type Language } from '../locales/languages';
import { queryClient } from '../api/queryClient';

const THEME: ThemeConfig = {
  algorithm: [theme.defaultAlgorithm, theme.compactAlgorithm],
  // Secondary, tertiary and placeholder text dark enough for 4.5:1 on white (WCAG AA; axe in the browser
  // tests): antd's defaults (45 % and 25 % black) fall short.
  token: {
    colorPrimary: '#1668dc',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    borderRadius: 4,
    colorTextSecondary: '#595959',
    colorTextDescription: '#595959',
    colorTextTertiary: '#636363',
    colorTextPlaceholder: '#6e6e6e',
    colorTextQuaternary: '#6e6e6e',
  },
  components: { Layout: { headerBg: '#001529', headerHeight: 48, headerPadding: '0 16px' } },
};

const ANTD_LOCALES: Record<Language, Locale> = { 'en-us': enUS, id: idID, ja: jaJP };

function LocalizedConfig({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const locale = ANTD_LOCALES[isLanguage(current.language) ? current.language : 'en-us'];
  return (
    <ConfigProvider locale={locale} theme={THEME}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalizedConfig>{children}</LocalizedConfig>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
