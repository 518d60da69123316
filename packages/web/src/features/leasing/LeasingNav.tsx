import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

const SECTIONS = [
  { key: '/leasing/company-list', label: 'nav.companies' },
  { key: '/leasing/vehicle-list', label: 'nav.vehicles' },
  { key: '/leasing/vehicle-validation', label: 'nav.validation' },
  { key: '/leasing/search', label: 'nav.search' },
] as const;

export type LeasingNavProps = { active: string };

/** The leasing area's sections, one menu entry leading to all of them. */
export function LeasingNav({ active }: LeasingNavProps) {
  const { t } = useTranslation('leasing');
  const navigate = useNavigate();
  return (
    <Tabs
      activeKey={active}
      items={SECTIONS.map((section) => ({ key: section.key, label: t(section.label) }))}
      onChange={(key) => void navigate(key)}
      style={{ marginBottom: 8 }}
    />
  );
}
