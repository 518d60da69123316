import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../../components/form/useEditor';
import { ResourceScreen } from '../../components/resource/ResourceScreen';
import { DealerList } from './DealerList';
import { DealerSetDetail } from './DealerSetDetail';
import { DealerSetForm } from './DealerSetForm';
import { DealerSetTable } from './DealerSetTable';
import type { DealerSetKind } from './dealersApi';

const TAB = 'tab';
const TABS = ['dealers', 'groups', 'areas'] as const;
type Tab = (typeof TABS)[number];
const KIND_OF = { groups: 'group', areas: 'area' } as const satisfies Record<Exclude<Tab, 'dealers'>, DealerSetKind>;

const tabOf = (text: string | null): Tab => TABS.find((tab) => tab === text) ?? 'dealers';

/**
 * `/dealer`: the dealers (list, detail and position), and the dealer groups and areas, which the
 * brand's administrators create, change and delete in a side panel (`?tab=groups|areas`).
 */
export function DealersPage() {
  const { t } = useTranslation('dealers');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get(TAB));
  const kind: DealerSetKind = tab === 'areas' ? 'area' : 'group';
  const editor = useEditor();
  // Each tab keeps its own list state in the address: a new tab starts from a clean one.
  const show = (next: string) => setParams(next === 'dealers' ? {} : { [TAB]: next });
  const showDealers = (filter: Record<string, string>) => setParams(filter);
  const sets = (key: keyof typeof KIND_OF) => ({
    key,
    label: t(`tab.${key}`),
    children: <DealerSetTable kind={KIND_OF[key]} editor={editor} showDealers={showDealers} />,
  });
  return (
    <ResourceScreen
      title={t('title')}
      editor={editor}
      panelWidth={560}
      panelTitle={(mode) => t(`${kind}.${mode}_title`)}
      renderView={(id) => <DealerSetDetail kind={kind} id={id} />}
      renderForm={(id) => <DealerSetForm kind={kind} id={id} onDone={editor.close} />}
    >
      <Tabs
        activeKey={tab}
        onChange={show}
        destroyOnHidden
        items={[{ key: 'dealers', label: t('tab.dealers'), children: <DealerList /> }, sets('groups'), sets('areas')]}
      />
    </ResourceScreen>
  );
}
