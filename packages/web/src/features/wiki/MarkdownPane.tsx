import { Col, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { WIKI_BODY_MAX, WIKI_GUIDE_TITLE_MAX, type WikiLanguage } from '@armada/domain';
import { GuideMarkdown } from './GuideMarkdown';

const PREVIEW_STYLE = {
  border: '1px solid #f0f0f0',
  borderRadius: 8,
  padding: '8px 16px',
  minHeight: 200,
  overflow: 'auto',
} as const;
const BODY_ROWS = 18;
const HALF = { xs: 24, lg: 12 } as const;

/** One language's title and Markdown text, with the text rendered live beside it (below it on a phone). */
export function MarkdownPane({ language }: { language: WikiLanguage }) {
  const { t } = useTranslation('wiki');
  const body = Form.useWatch<string | undefined>(`body_${language}`) ?? '';
  const optional = language === 'en' ? undefined : t('editor.field.optional_language');
  return (
    <>
      <Form.Item
        name={`title_${language}`}
        label={t('editor.field.title')}
        extra={optional}
        rules={language === 'en' ? [{ required: true, whitespace: true }] : []}
      >
        <Input maxLength={WIKI_GUIDE_TITLE_MAX} />
      </Form.Item>
      <Row gutter={16}>
        <Col {...HALF}>
          <Form.Item name={`body_${language}`} label={t('editor.field.body')} extra={t('editor.field.body_hint')}>
            <Input.TextArea rows={BODY_ROWS} maxLength={WIKI_BODY_MAX} spellCheck />
          </Form.Item>
        </Col>
        <Col {...HALF}>
          <Typography.Text strong>{t('editor.preview')}</Typography.Text>
          <div style={PREVIEW_STYLE} aria-label={t('editor.preview')}>
            {body.trim() === '' ? (
              <Typography.Text type="secondary">{t('editor.preview_empty')}</Typography.Text>
            ) : (
              <GuideMarkdown>{body}</GuideMarkdown>
            )}
          </div>
        </Col>
      </Row>
    </>
  );
}
