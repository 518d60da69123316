import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';

const SECTIONS = [
  { key: '/leasing/company-list', label: 'nav.companies' },
  { key: '/leasing/vehicle-list', label: 'nav.vehicles' },
  { key: '/leasing/vehicle-validation', label: 'nav.validation' },
  { key: '/leasing/search', label: 'nav.search' },
] as const;

export type LeasingNavProps = { active: string };

/**
 * The leasing area's sections, one menu entry leading to all of them: links (they change the
 * screen, so not tabs) that wrap onto a second line where a phone has no room for all four.
 */
export function LeasingNav({ active }: LeasingNavProps) {
  const { t } = useTranslation('leasing');
  return (
    <nav aria-label={t('nav.label')} style={{ marginBottom: 12 }}>
      <Flex wrap gap={4}>
        {SECTIONS.map((section) => (
          <LinkButton
            key={section.key}
            to={section.key}
            type={section.key === active ? 'primary' : 'text'}
            current={section.key === active}
          >
            {t(section.label)}
          </LinkButton>
        ))}
      </Flex>
    </nav>
  );
}
