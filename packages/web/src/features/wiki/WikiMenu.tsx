import type { CSSProperties } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GuideCategory } from '@armada/domain';
import { categoryPath, guidePath, useCategories } from './wikiApi';

/** The reader's label of a sub-topic: its parent's title before its own. */
const labelOf = (category: GuideCategory, all: readonly GuideCategory[]) => {
  const parent = all.find((candidate) => candidate.id === category.parent_id);
  return parent ? `${parent.title} › ${category.title}` : category.title;
};

const LIST: CSSProperties = { listStyle: 'none', margin: '0 0 16px', padding: 0 };
const GUIDE: CSSProperties = { display: 'block', padding: '4px 12px', borderRadius: 6 };

/**
 * The wiki's menu: every topic (sub-topics after their parent) with its guides; the guide read is
 * marked as the current page. Plain links in a navigation landmark: a reader's table of contents.
 */
export function WikiMenu({ selected, onOpen }: { selected?: string; onOpen?: () => void }) {
  const { t } = useTranslation('wiki');
  const categories = useCategories();
  const all = categories.data ?? [];
  return (
    <nav aria-label={t('topics')}>
      {all.map((category) => (
        <section key={category.link}>
          <Typography.Title level={5} style={{ margin: '8px 12px' }}>
            <Link to={categoryPath(category.link)} onClick={onOpen}>
              {labelOf(category, all)}
            </Link>
          </Typography.Title>
          <ul style={LIST}>
            {category.guides.map((guide) => {
              const current = guide.link === selected;
              return (
                <li key={guide.link}>
                  <Link
                    to={guidePath(category.link, guide.link)}
                    onClick={onOpen}
                    aria-current={current ? 'page' : undefined}
                    style={current ? { ...GUIDE, background: '#e6f4ff', fontWeight: 600 } : GUIDE}
                  >
                    {guide.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
