import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GuideCategory } from '@armada/domain';
import { categoryPath, guidePath, useCategories } from './wikiApi';

type Item = Required<MenuProps>['items'][number];

/** The reader's label of a sub-topic: its parent's title before its own. */
const labelOf = (category: GuideCategory, all: readonly GuideCategory[]) => {
  const parent = all.find((candidate) => candidate.id === category.parent_id);
  return parent ? `${parent.title} › ${category.title}` : category.title;
};

/** The wiki's menu: every topic (sub-topics after their parent) with its guides; the guide read is selected. */
export function WikiMenu({ selected, onOpen }: { selected?: string; onOpen?: () => void }) {
  const { t } = useTranslation('wiki');
  const categories = useCategories();
  const all = categories.data ?? [];
  const items: Item[] = all.map((category) => ({
    type: 'group',
    key: `category:${category.link}`,
    label: (
      <Link to={categoryPath(category.link)} onClick={onOpen}>
        {labelOf(category, all)}
      </Link>
    ),
    children: category.guides.map((guide) => ({
      key: `guide:${guide.link}`,
      label: (
        <Link to={guidePath(category.link, guide.link)} onClick={onOpen}>
          {guide.title}
        </Link>
      ),
    })),
  }));
  return (
    <Menu
      mode="inline"
      aria-label={t('topics')}
      items={items}
      selectedKeys={selected ? [`guide:${selected}`] : []}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
