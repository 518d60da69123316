import { Suspense, useEffect, useState } from 'react';
import { Drawer, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/useAuth';
import { LiveProvider } from '../../features/live/LiveProvider';
import { AnnouncementBanners } from '../../features/announcements/AnnouncementBanners';
import { SurveyPrompt } from '../../features/survey/SurveyPrompt';
import { PageLoading } from '../pages/PageLoading';
import { useIsMobile } from '../../hooks/useWindowWidth';
import { AppHeader } from './AppHeader';
import { ClassicNotice } from './ClassicNotice';
import { RefusedNotice } from './RefusedNotice';
import { SideMenu } from './SideMenu';
import { useDisplayPrefs } from './useDisplayPrefs';

/** The portal frame: dark header, side menu (a drawer under 768 px), notice, content. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const { viewer } = useAuth();
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const displayVersion = useDisplayPrefs(viewer !== null);
  // A new screen opens at its top, not where the last one was scrolled to.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  // On a phone the live map needs the whole screen: banners and the survey offer wait for another screen.
  const phoneMap = mobile && pathname === '/maps';
  // Signed out: the route guard below sends the visitor to sign in; no frame meanwhile.
  if (!viewer) return <Outlet />;

  return (
    <LiveProvider key={viewer.user_id} viewer={viewer}>
      <Layout style={{ minHeight: '100vh' }}>
        <AppHeader viewer={viewer} mobile={mobile} onOpenMenu={() => setDrawerOpen(true)} />
        <Layout>
          {mobile ? (
            <Drawer
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              size={260}
              title={t('brand')}
              styles={{ body: { padding: 0 } }}
            >
              <SideMenu viewer={viewer} onNavigate={() => setDrawerOpen(false)} />
            </Drawer>
          ) : (
            <Layout.Sider
              width={220}
              className="armada-side"
              style={{ background: '#fff', borderInlineEnd: '1px solid #f0f0f0' }}
            >
              <SideMenu viewer={viewer} />
            </Layout.Sider>
          )}
          <Layout.Content style={{ minWidth: 0 }}>
            {!phoneMap && <AnnouncementBanners />}
            <ClassicNotice />
            <RefusedNotice />
            {!phoneMap && <SurveyPrompt key={viewer.gsid} viewer={viewer} />}
            <main key={displayVersion} style={{ padding: mobile ? 12 : 24 }}>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </main>
          </Layout.Content>
        </Layout>
      </Layout>
    </LiveProvider>
  );
}
