import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { refetchOnLanguageChange } from './refetchOnLanguage';

describe('refetchOnLanguageChange', () => {
  it('marks every answer stale on a new language, but those whose key names a language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en-us', resources: {} });
    const client = new QueryClient();
    client.setQueryData(['monitoring', 'vehicle_list'], { data: [] });
    client.setQueryData(['monitoring', 'address', 'en-us', '-6.2', '106.8'], 'Near Jakarta');
    refetchOnLanguageChange(i18n, client);
    await i18n.changeLanguage('ja');
    expect(client.getQueryState(['monitoring', 'vehicle_list'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['monitoring', 'address', 'en-us', '-6.2', '106.8'])?.isInvalidated).toBe(false);
  });
});
