import { Card, Col, Row, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { toApiError } from '../../api/ApiError';
import { WikiLayout } from './WikiLayout';
import { categoryPath, guidePath, useCategories } from './wikiApi';

const GRID = { xs: 24, md: 12, xl: 8 } as const;

/** `/wiki` and `/wiki/view`: the topics with their guides. */
export function WikiHomePage() {
  const { t } = useTranslation('wiki');
  const categories = useCategories();
  return (
    <WikiLayout>
      <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
      {categories.error && <ErrorMessage error={toApiError(categories.error)} />}
      {categories.isPending && <Spin />}
      <Row gutter={[16, 16]}>
        {(categories.data ?? []).map((category) => (
          <Col key={category.id} {...GRID}>
            <Card
              size="small"
              title={<Link to={categoryPath(category.link)}>{category.title}</Link>}
              extra={
                <Typography.Text type="secondary">
                  {t('guides_count', { count: category.guides.length })}
                </Typography.Text>
              }
            >
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {category.guides.map((guide) => (
                  <li key={guide.id}>
                    <Link to={guidePath(category.link, guide.link)}>{guide.title}</Link>
                  </li>
                ))}
              </ul>
            </Card>
          </Col>
        ))}
      </Row>
    </WikiLayout>
  );
}
