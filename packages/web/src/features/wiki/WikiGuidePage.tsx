import { Alert, Breadcrumb, Button, Card, Flex, Spin, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Guide } from '@armada/domain';
import { ErrorMessage } from '../../components/ErrorMessage';
import { formatDateTime } from '../../components/formatDate';
import { LinkButton } from '../../components/LinkButton';
import { toApiError } from '../../api/ApiError';
import { useAuth } from '../auth/useAuth';
import { GuideMarkdown } from './GuideMarkdown';
import { tableOfContents } from './headings';
import { WikiLayout } from './WikiLayout';
import { categoryPath, mayEditWiki, useGuide } from './wikiApi';

const MIN_TOC = 2;
const TOC_STYLE = { marginBottom: 16, background: '#fafafa' } as const;
const WIKI_HOME = '/wiki';

/** The language the page is shown in, as guides name theirs. */
const guideLanguageOf = (language: string): Guide['language'] =>
  language.startsWith('id') ? 'id' : language.startsWith('ja') ? 'ja' : 'en';

function Contents({ body }: { body: string }) {
  const { t } = useTranslation('wiki');
  const entries = tableOfContents(body);
  if (entries.length < MIN_TOC) return null;
  return (
    <Card size="small" title={t('guide.contents')} style={TOC_STYLE} role="navigation" aria-label={t('guide.contents')}>
      <Flex vertical gap={2}>
        {entries.map((entry) => (
          <Button
            key={entry.slug}
            type="link"
            size="small"
            style={{
              justifyContent: 'flex-start',
              paddingInlineStart: entry.level === 3 ? 24 : 4,
              height: 'auto',
              whiteSpace: 'normal',
              textAlign: 'start',
            }}
            onClick={() => document.getElementById(entry.slug)?.scrollIntoView({ behavior: 'smooth' })}
          >
            {entry.text}
          </Button>
        ))}
      </Flex>
    </Card>
  );
}

/** `/wiki/view/:categoryWiki/:subCategory`: a guide, rendered, with its table of contents. */
export function WikiGuidePage() {
  const { t, i18n } = useTranslation('wiki');
  const { subCategory } = useParams();
  const { viewer } = useAuth();
  const guide = useGuide(subCategory);
  const data = guide.data;
  return (
    <WikiLayout selected={subCategory}>
      {guide.error && <ErrorMessage error={toApiError(guide.error)} />}
      {guide.isPending && <Spin />}
      {data && (
        <article>
          <Breadcrumb
            items={[
              { key: 'wiki', title: <Link to={WIKI_HOME}>{t('title')}</Link> },
              { key: 'category', title: <Link to={categoryPath(data.category_link)}>{data.category_title}</Link> },
            ]}
          />
          <Flex justify="space-between" align="start" wrap gap={8}>
            <Typography.Title level={2} style={{ marginTop: 8 }}>
              {data.title}
            </Typography.Title>
            {mayEditWiki(viewer) && (
              <LinkButton type="default" to={`/wiki/guide?id=${data.id}`}>
                <EditOutlined /> {t('guide.edit')}
              </LinkButton>
            )}
          </Flex>
          {data.language !== guideLanguageOf(i18n.language) && (
            <Alert type="info" showIcon title={t('guide.untranslated')} style={{ marginBottom: 16 }} />
          )}
          <Contents body={data.body} />
          <GuideMarkdown>{data.body}</GuideMarkdown>
          <Typography.Text type="secondary">
            {t('guide.updated', { date: formatDateTime(data.updated_at) })}
          </Typography.Text>
        </article>
      )}
    </WikiLayout>
  );
}
