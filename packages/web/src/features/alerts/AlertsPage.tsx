import { useCallback, useMemo, useState } from 'react';
import { Button, Card, Flex } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { useIsMobile } from '../../hooks/useWindowWidth';
import { useLiveStatus } from '../live/useLive';
import { momentOf, type AlertItem } from './alertItem';
import { vehicleFocusUrl } from '../maps/search/urlFocus';
import { AlertFilters } from './AlertFilters';
import { AlertList } from './AlertList';
import { parseTypes } from './alertTypes';
import { LiveStatusTag } from './LiveStatusTag';
import { useAlertFeed } from './useAlertFeed';
import { useMutedImeis } from './alertMuteApi';
import { useNow } from './useNow';
import { AlertRulesDrawer } from './rules/AlertRulesDrawer';

/** `/alert`: the live alert feed, filters kept in the address (?type=a,b&search=), a click opens the vehicle on the map. */
export function AlertsPage() {
  const { t } = useTranslation('alerts');
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const types = useMemo(() => parseTypes(typeParam), [typeParam]);
  const search = params.get('search') ?? '';
  const feed = useAlertFeed({ types, search });
  const muted = useMutedImeis();
  const status = useLiveStatus();
  const now = useNow();
  const [rulesOpen, setRulesOpen] = useState(false);

  const setParam = useCallback(
    (key: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const open = (item: AlertItem) => {
    // The vehicle's history at the event, not its live position.
    if (item.imei) void navigate(vehicleFocusUrl(item.imei, momentOf(item)));
  };

  return (
    <>
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <PageTitle>{t('title')}</PageTitle>
        <Flex gap={8} align="center">
          <LiveStatusTag status={status} />
          <Button icon={<SettingOutlined />} onClick={() => setRulesOpen(true)}>
            {t('rules.open')}
          </Button>
        </Flex>
      </Flex>
      <AlertRulesDrawer open={rulesOpen} onClose={() => setRulesOpen(false)} />
      <Card styles={{ body: { padding: mobile ? 8 : 16 } }}>
        <Flex vertical gap={12}>
          <AlertFilters
            types={types}
            search={search}
            onTypes={(next) => setParam('type', next.join(','))}
            onSearch={(next) => setParam('search', next)}
            shown={feed.items.length}
            total={feed.total}
            muted={muted.size}
          />
          <AlertList feed={feed} now={now} mobile={mobile} onOpen={open} />
        </Flex>
      </Card>
    </>
  );
}
