import { Empty, List, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { toApiError } from '../../api/ApiError';
import { WikiLayout } from './WikiLayout';
import { categoryPath, guidePath, useCategories, useCategory } from './wikiApi';

/** `/wiki/view/:categoryWiki`: one topic, its guides and its sub-topics. */
export function WikiCategoryPage() {
  const { t } = useTranslation('wiki');
  const { categoryWiki } = useParams();
  const category = useCategory(categoryWiki);
  const all = useCategories();
  const children = (all.data ?? []).filter((candidate) => candidate.parent_id === category.data?.id);
  return (
    <WikiLayout>
      {category.error && <ErrorMessage error={toApiError(category.error)} />}
      {category.isPending && <Spin />}
      {category.data && (
        <>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {category.data.title}
          </Typography.Title>
          {category.data.guides.length === 0 && children.length === 0 ? (
            <Empty description={t('category.empty')} />
          ) : (
            <List
              dataSource={[
                ...category.data.guides.map((guide) => ({
                  key: `g${guide.id}`,
                  to: guidePath(category.data.link, guide.link),
                  title: guide.title,
                })),
                ...children.map((child) => ({ key: `c${child.id}`, to: categoryPath(child.link), title: child.title })),
              ]}
              renderItem={(item) => (
                <List.Item key={item.key}>
                  <Link to={item.to}>{item.title}</Link>
                </List.Item>
              )}
            />
          )}
        </>
      )}
    </WikiLayout>
  );
}
