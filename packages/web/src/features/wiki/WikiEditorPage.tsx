import { App, Button, Card, Flex, List, Popconfirm, Space, Spin, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GuideCategory, GuideEntry } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LinkButton } from '../../components/LinkButton';
import { PageTitle } from '../../components/PageTitle';
import { useErrorText } from '../../components/useErrorText';
import { CATEGORY_RESOURCE, categoryPath, GUIDE_RESOURCE, guidePath, useCategories } from './wikiApi';
import { moved, useWikiWrites } from './useWikiWrites';

type Writes = ReturnType<typeof useWikiWrites>;

function MoveButtons({ index, count, onMove }: { index: number; count: number; onMove: (step: -1 | 1) => void }) {
  const { t } = useTranslation('wiki');
  return (
    <>
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={t('editor.move_up')}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={t('editor.move_down')}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      />
    </>
  );
}

function DeleteButton({ confirm, onConfirm }: { confirm: string; onConfirm: () => void }) {
  const { t } = useTranslation('wiki');
  return (
    <Popconfirm title={confirm} onConfirm={onConfirm}>
      <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('editor.delete')} />
    </Popconfirm>
  );
}

function GuideRows({ category, writes }: { category: GuideCategory; writes: Writes }) {
  const { t } = useTranslation('wiki');
  const guides = category.guides;
  const move = (index: number, step: -1 | 1) =>
    writes.reorder.mutate({ ref: GUIDE_RESOURCE, rows: moved(guides, index, step) });
  return (
    <List<GuideEntry>
      size="small"
      dataSource={guides}
      rowKey="id"
      locale={{ emptyText: t('editor.no_guides') }}
      renderItem={(guide, index) => (
        <List.Item
          actions={[
            <Space key="actions" size={4}>
              <MoveButtons index={index} count={guides.length} onMove={(step) => move(index, step)} />
              <LinkButton type="default" to={`/wiki/guide?id=${guide.id}`}>
                <EditOutlined /> {t('editor.edit')}
              </LinkButton>
              <DeleteButton
                confirm={t('editor.delete_guide_confirm', { title: guide.title })}
                onConfirm={() => writes.remove.mutate({ ref: GUIDE_RESOURCE, id: guide.id })}
              />
            </Space>,
          ]}
        >
          <Link to={guidePath(category.link, guide.link)}>{guide.title}</Link>
        </List.Item>
      )}
    />
  );
}

/** `/wiki/menu` (edit_wiki): the topic tree with its guides; add, rename, reorder and delete. */
export function WikiEditorPage() {
  const { t } = useTranslation('wiki');
  const { message } = App.useApp();
  const errorText = useErrorText();
  const categories = useCategories();
  const writes = useWikiWrites();
  const all = categories.data ?? [];
  const siblingsOf = (category: GuideCategory) => all.filter((other) => other.parent_id === category.parent_id);
  const moveCategory = (category: GuideCategory, step: -1 | 1) => {
    const siblings = siblingsOf(category);
    writes.reorder.mutate({ ref: CATEGORY_RESOURCE, rows: moved(siblings, siblings.indexOf(category), step) });
  };
  const removeCategory = (category: GuideCategory) =>
    writes.remove.mutate(
      { ref: CATEGORY_RESOURCE, id: category.id },
      {
        onSuccess: () => void message.success(t('editor.deleted')),
        onError: (error) => void message.error(errorText(toApiError(error))),
      },
    );
  return (
    <>
      <Flex justify="space-between" align="start" wrap gap={8}>
        <PageTitle>{t('editor.title')}</PageTitle>
        <LinkButton to="/wiki/guide_category">
          <PlusOutlined /> {t('editor.add_category')}
        </LinkButton>
      </Flex>
      <Typography.Paragraph type="secondary">{t('editor.intro')}</Typography.Paragraph>
      {categories.error && <ErrorMessage error={toApiError(categories.error)} />}
      {categories.isPending && <Spin />}
      <Flex vertical gap={12}>
        {all.map((category) => {
          const siblings = siblingsOf(category);
          const index = siblings.indexOf(category);
          return (
            <Card
              key={category.id}
              size="small"
              style={category.parent_id === null ? undefined : { marginInlineStart: 24 }}
              title={<Link to={categoryPath(category.link)}>{category.title}</Link>}
              extra={
                <Space size={4} wrap>
                  <MoveButtons index={index} count={siblings.length} onMove={(step) => moveCategory(category, step)} />
                  <LinkButton type="default" to={`/wiki/guide_category?id=${category.id}`}>
                    <EditOutlined /> {t('editor.edit')}
                  </LinkButton>
                  <DeleteButton
                    confirm={t('editor.delete_category_confirm', { title: category.title })}
                    onConfirm={() => removeCategory(category)}
                  />
                </Space>
              }
            >
              <GuideRows category={category} writes={writes} />
              <Space wrap style={{ marginTop: 8 }}>
                <LinkButton type="dashed" to={`/wiki/guide?category_id=${category.id}`}>
                  <PlusOutlined /> {t('editor.add_guide')}
                </LinkButton>
                {category.parent_id === null && (
                  <LinkButton type="dashed" to={`/wiki/guide_category?parent_id=${category.id}`}>
                    <PlusOutlined /> {t('editor.add_subcategory')}
                  </LinkButton>
                )}
              </Space>
            </Card>
          );
        })}
      </Flex>
    </>
  );
}
