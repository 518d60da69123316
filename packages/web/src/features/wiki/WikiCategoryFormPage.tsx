import { useEffect } from 'react';
import { App, Card, Form, Input, InputNumber, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WIKI_CATEGORY_TITLE_MAX, WIKI_LINK_MAX, WIKI_POSITION_MAX, type GuideCategoryRow } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { useResourceView } from '../../api/resource';
import { PageTitle } from '../../components/PageTitle';
import { VERTICAL_FORM } from '../../components/ui';
import { useErrorText } from '../../components/useErrorText';
import { CATEGORY_RESOURCE, useCategories } from './wikiApi';
import { EDITOR_HOME, FORM_STYLE, LINK_RULE, slugOf, useNumberParam } from './wikiForm';
import { useWikiWrites } from './useWikiWrites';
import { EditorActions } from './EditorActions';

type Values = {
  link: string;
  parent_id: number;
  position: number;
  title_en: string;
  title_id?: string;
  title_ja?: string;
};
const NO_PARENT = 0;

/** `/wiki/guide_category` (edit_wiki): a topic's link, place and title in each language; `?id=` edits one. */
export function WikiCategoryFormPage() {
  const { t } = useTranslation('wiki');
  const { message } = App.useApp();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const id = useNumberParam('id');
  const parentParam = useNumberParam('parent_id');
  const [form] = Form.useForm<Values>();
  const stored = useResourceView<GuideCategoryRow>(CATEGORY_RESOURCE, id);
  const categories = useCategories();
  const writes = useWikiWrites();
  useEffect(() => {
    if (stored.data) form.setFieldsValue({ ...stored.data, parent_id: stored.data.parent_id ?? NO_PARENT });
  }, [stored.data, form]);
  const parents = (categories.data ?? []).filter((category) => category.parent_id === null && category.id !== id);
  const submit = async (values: Values) => {
    try {
      await writes.save(CATEGORY_RESOURCE, id, {
        link: values.link,
        parent_id: values.parent_id,
        position: values.position,
        title_en: values.title_en,
        title_id: values.title_id ?? '',
        title_ja: values.title_ja ?? '',
      });
      void message.success(t('editor.saved'));
      void navigate(EDITOR_HOME);
    } catch (error) {
      void message.error(errorText(toApiError(error)));
    }
  };
  if (id !== null && stored.isPending) return <Spin />;
  return (
    <>
      <PageTitle>{t(id === null ? 'editor.category_new' : 'editor.category_edit')}</PageTitle>
      <Card style={FORM_STYLE}>
        <Form<Values>
          {...VERTICAL_FORM}
          form={form}
          initialValues={{ parent_id: parentParam ?? NO_PARENT, position: (categories.data?.length ?? 0) + 1 }}
          onFinish={(values) => void submit(values)}
          onValuesChange={(changed: Partial<Values>) => {
            if (id === null && changed.title_en !== undefined && !form.isFieldTouched('link')) {
              form.setFieldValue('link', slugOf(changed.title_en));
            }
          }}
        >
          <Form.Item name="title_en" label={t('editor.field.title_en')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={WIKI_CATEGORY_TITLE_MAX} />
          </Form.Item>
          <Form.Item name="title_id" label={t('editor.field.title_id')} extra={t('editor.field.optional_language')}>
            <Input maxLength={WIKI_CATEGORY_TITLE_MAX} />
          </Form.Item>
          <Form.Item name="title_ja" label={t('editor.field.title_ja')} extra={t('editor.field.optional_language')}>
            <Input maxLength={WIKI_CATEGORY_TITLE_MAX} />
          </Form.Item>
          <Form.Item
            name="link"
            label={t('editor.field.link')}
            extra={t('editor.field.link_hint')}
            rules={[{ required: true }, LINK_RULE]}
          >
            <Input maxLength={WIKI_LINK_MAX} />
          </Form.Item>
          <Form.Item name="parent_id" label={t('editor.field.parent')}>
            <Select
              options={[
                { value: NO_PARENT, label: t('editor.field.parent_none') },
                ...parents.map((parent) => ({ value: parent.id, label: parent.title })),
              ]}
            />
          </Form.Item>
          <Form.Item name="position" label={t('editor.field.position')} extra={t('editor.field.position_hint')}>
            <InputNumber min={0} max={WIKI_POSITION_MAX} precision={0} />
          </Form.Item>
          <EditorActions />
        </Form>
      </Card>
    </>
  );
}
