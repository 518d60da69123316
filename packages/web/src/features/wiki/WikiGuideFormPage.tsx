import { useEffect, useState } from 'react';
import {
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Spin,
  Tabs,
  Typography,
  Upload,
} from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  WIKI_IMAGE_TYPES,
  WIKI_LANGUAGES,
  WIKI_LINK_MAX,
  WIKI_POSITION_MAX,
  type GuideRow,
  type WikiLanguage,
} from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { useResourceView } from '../../api/resource';
import { PageTitle } from '../../components/PageTitle';
import { VERTICAL_FORM } from '../../components/ui';
import { useErrorText } from '../../components/useErrorText';
import { MarkdownPane } from './MarkdownPane';
import { GUIDE_RESOURCE, useCategories } from './wikiApi';
import { EDITOR_HOME, LINK_RULE, slugOf, useNumberParam } from './wikiForm';
import { uploadWikiImage } from './wikiUpload';
import { useWikiWrites } from './useWikiWrites';
import { EditorActions } from './EditorActions';

type Values = Pick<GuideRow, 'category_id' | 'link' | 'position'> &
  Partial<Pick<GuideRow, 'title_en' | 'title_id' | 'title_ja' | 'body_en' | 'body_id' | 'body_ja'>>;
const ACCEPT = WIKI_IMAGE_TYPES.join(',');
const THIRD = { xs: 24, md: 8 } as const;

/**
 * `/wiki/guide` (edit_wiki): a guide's topic, link and place, and its title and Markdown text in each
 * language (a tab each) with a live preview; an uploaded image is added to the text of the tab shown.
 * `?id=` edits a guide, `?category_id=` starts one in that topic.
 */
export function WikiGuideFormPage() {
  const { t } = useTranslation('wiki');
  const { message } = App.useApp();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const id = useNumberParam('id');
  const categoryParam = useNumberParam('category_id');
  const [form] = Form.useForm<Values>();
  const [tab, setTab] = useState<WikiLanguage>('en');
  const [uploading, setUploading] = useState(false);
  const stored = useResourceView<GuideRow>(GUIDE_RESOURCE, id);
  const categories = useCategories();
  const writes = useWikiWrites();
  useEffect(() => {
    if (stored.data) form.setFieldsValue(stored.data);
  }, [stored.data, form]);

  const submit = async (values: Values) => {
    try {
      const body = Object.fromEntries(
        Object.entries(values).map(([key, value]) => [
          key,
          typeof value === 'string' || typeof value === 'number' ? value : '',
        ]),
      );
      await writes.save(GUIDE_RESOURCE, id, body);
      void message.success(t('editor.saved'));
      void navigate(EDITOR_HOME);
    } catch (error) {
      void message.error(errorText(toApiError(error)));
    }
  };

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const image = await uploadWikiImage(file);
      const field = `body_${tab}` as const;
      const text = form.getFieldValue(field) ?? '';
      const alt = file.name.replace(/\.[^.]+$/, '').replace(/[[\]]/g, '') || t('editor.image_alt');
      form.setFieldValue(field, `${text}${text === '' || text.endsWith('\n') ? '' : '\n'}\n![${alt}](${image.path})\n`);
      void message.success(t('editor.image_inserted'));
    } catch (error) {
      void message.error(errorText(toApiError(error)));
    } finally {
      setUploading(false);
    }
  };

  if (id !== null && stored.isPending) return <Spin />;
  return (
    <>
      <PageTitle>{t(id === null ? 'editor.guide_new' : 'editor.guide_edit')}</PageTitle>
      <Card>
        <Form<Values>
          {...VERTICAL_FORM}
          form={form}
          initialValues={{ category_id: categoryParam ?? undefined, position: 1 }}
          onFinish={(values) => void submit(values)}
          onValuesChange={(changed: Partial<Values>) => {
            if (id === null && changed.title_en !== undefined && !form.isFieldTouched('link')) {
              form.setFieldValue('link', slugOf(changed.title_en));
            }
          }}
        >
          <Row gutter={16}>
            <Col {...THIRD}>
              <Form.Item name="category_id" label={t('editor.field.category')} rules={[{ required: true }]}>
                <Select
                  options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.title }))}
                />
              </Form.Item>
            </Col>
            <Col {...THIRD}>
              <Form.Item
                name="link"
                label={t('editor.field.link')}
                extra={t('editor.field.link_hint')}
                rules={[{ required: true }, LINK_RULE]}
              >
                <Input maxLength={WIKI_LINK_MAX} />
              </Form.Item>
            </Col>
            <Col {...THIRD}>
              <Form.Item name="position" label={t('editor.field.position')} extra={t('editor.field.position_hint')}>
                <InputNumber min={0} max={WIKI_POSITION_MAX} precision={0} />
              </Form.Item>
            </Col>
          </Row>
          <Space align="center" wrap style={{ marginBottom: 8 }}>
            <Upload
              accept={ACCEPT}
              showUploadList={false}
              beforeUpload={(file) => {
                void upload(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploading}>
                {t('editor.upload_image')}
              </Button>
            </Upload>
            <Typography.Text type="secondary">{t('editor.image_hint')}</Typography.Text>
          </Space>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as WikiLanguage)}
            items={WIKI_LANGUAGES.map((language) => ({
              key: language,
              label: t(`editor.language.${language}`),
              forceRender: true,
              children: <MarkdownPane language={language} />,
            }))}
          />
          <EditorActions />
        </Form>
      </Card>
    </>
  );
}
