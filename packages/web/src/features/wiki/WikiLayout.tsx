import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button, Card, Drawer, Flex, Input, Space } from 'antd';
import { EditOutlined, MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@armada/domain';
import { LinkButton } from '../../components/LinkButton';
import { PageTitle } from '../../components/PageTitle';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { useIsMobile } from '../../hooks/useWindowWidth';
import { useAuth } from '../auth/useAuth';
import { SearchResults } from './SearchResults';
import { WikiMenu } from './WikiMenu';
import { mayEditWiki } from './wikiApi';

const MENU_WIDTH = 280;
const SEARCH_STYLE = { maxWidth: 480 } as const;

export type WikiLayoutProps = { children: ReactNode; selected?: string };

/**
 * The reader's frame: the title, the search box (searched 1500 ms after typing stops, or at once on
 * Enter; spec document 1 section 9) and the topics menu beside the page (in a drawer on a phone).
 * While a search is typed, its results replace the page.
 */
export function WikiLayout({ children, selected }: WikiLayoutProps) {
  const { t } = useTranslation('wiki');
  const { viewer } = useAuth();
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  // The search belongs to the page it was typed on: a result opened (any other page) shows that page.
  const [query, setQuery] = useState({ text: '', submitted: null as string | null, at: pathname });
  const typed = query.at === pathname ? query.text : '';
  const [menuOpen, setMenuOpen] = useState(false);
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // Cleared, the page comes back at once; typed, the search waits for the pause (or Enter).
  const search = typed.trim() === '' ? '' : (query.submitted ?? debounced).trim();
  const menu = <WikiMenu selected={selected} onOpen={() => setMenuOpen(false)} />;
  return (
    <>
      <Flex justify="space-between" align="start" wrap gap={8}>
        <PageTitle>{t('title')}</PageTitle>
        <Space wrap>
          {mobile && (
            <Button icon={<MenuOutlined />} onClick={() => setMenuOpen(true)}>
              {t('open_topics')}
            </Button>
          )}
          {mayEditWiki(viewer) && (
            <LinkButton type="default" to="/wiki/menu">
              <EditOutlined /> {t('menu_editor')}
            </LinkButton>
          )}
        </Space>
      </Flex>
      <Input.Search
        style={SEARCH_STYLE}
        allowClear
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={typed}
        onChange={(event) => setQuery({ text: event.target.value, submitted: null, at: pathname })}
        onSearch={(value) => setQuery({ text: value, submitted: value, at: pathname })}
      />
      <Flex gap={16} align="start" style={{ marginTop: 16 }}>
        {!mobile && (
          <Card style={{ width: MENU_WIDTH, flex: 'none' }} styles={{ body: { padding: 8 } }}>
            {menu}
          </Card>
        )}
        <Card style={{ flex: 1, minWidth: 0 }}>{search === '' ? children : <SearchResults search={search} />}</Card>
      </Flex>
      {mobile && (
        <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} placement="left" title={t('topics')}>
          {menu}
        </Drawer>
      )}
    </>
  );
}
