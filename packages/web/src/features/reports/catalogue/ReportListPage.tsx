import { WIKI_HELP } from '@armada/domain';
import { Card, Col, Flex, Row, Typography } from 'antd';
import {
  AlertOutlined,
  BarChartOutlined,
  CarOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  MailOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { useAuth } from '../../auth/useAuth';
import { visibleCatalogue } from './reportCatalogue';

const ICONS = {
  trips: CarOutlined,
  safety: AlertOutlined,
  summaries: BarChartOutlined,
  sensors: DashboardOutlined,
  delivery: MailOutlined,
  admin: FileSearchOutlined,
} as const;
const CARD = { xs: 24, md: 12, xl: 8 } as const;
const FULL_HEIGHT = { height: '100%' } as const;

const iconOf = (group: string) => ICONS[group as keyof typeof ICONS] ?? FileSearchOutlined;

/** The reports the user may run, grouped, each with the question it answers and a link to it. */
export function ReportListPage() {
  const { t } = useTranslation('reports');
  const { viewer } = useAuth();
  return (
    <Flex vertical gap={16}>
      <PageTitle help={WIKI_HELP.reports}>{t('catalogue.title')}</PageTitle>
      {visibleCatalogue(viewer).map((group) => {
        const Icon = iconOf(group.key);
        return (
          <section key={group.key} aria-labelledby={`reports-${group.key}`}>
            <Typography.Title level={5} id={`reports-${group.key}`}>
              <Icon /> {t(`catalogue.groups.${group.key}`)}
            </Typography.Title>
            <Row gutter={[16, 16]}>
              {group.entries.map((entry) => (
                <Col key={entry.path} {...CARD}>
                  <Link to={entry.path}>
                    <Card hoverable size="small" style={FULL_HEIGHT}>
                      <Card.Meta
                        title={t(`catalogue.reports.${entry.key}.name`)}
                        description={t(`catalogue.reports.${entry.key}.question`)}
                      />
                    </Card>
                  </Link>
                </Col>
              ))}
            </Row>
          </section>
        );
      })}
    </Flex>
  );
}
