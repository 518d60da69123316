import { Empty, List, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { toApiError } from '../../api/ApiError';
import { HitText } from './HitText';
import { guidePath, useWikiSearch } from './wikiApi';

export const RESULTS_TEST_ID = 'wiki-results';

/** search_wiki's ranked results: each guide's title and snippet with the matches marked, opening the guide. */
export function SearchResults({ search }: { search: string }) {
  const { t } = useTranslation('wiki');
  const results = useWikiSearch(search);
  if (results.error) return <ErrorMessage error={toApiError(results.error)} />;
  if (!results.data) return <Spin />;
  const { data, total_data } = results.data;
  if (data.length === 0) return <Empty description={t('search.none')} />;
  return (
    <div data-testid={RESULTS_TEST_ID}>
      <Typography.Text type="secondary">{t('search.results', { count: total_data })}</Typography.Text>
      <List
        itemLayout="vertical"
        dataSource={data}
        rowKey="id"
        renderItem={(hit) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Link to={guidePath(hit.category_link, hit.link)}>
                  <HitText parts={hit.title} />
                </Link>
              }
              description={hit.category_title}
            />
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              <HitText parts={hit.snippet} />
            </Typography.Paragraph>
          </List.Item>
        )}
      />
    </div>
  );
}
