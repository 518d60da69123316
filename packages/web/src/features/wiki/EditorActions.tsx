import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { EDITOR_HOME } from './wikiForm';

/** Save and cancel under a wiki editor's form; cancel goes back to the editor's menu. */
export function EditorActions() {
  const { t } = useTranslation('wiki');
  return (
    <Space>
      <Button type="primary" htmlType="submit">
        {t('editor.save')}
      </Button>
      <LinkButton type="default" to={EDITOR_HOME}>
        {t('editor.cancel')}
      </LinkButton>
    </Space>
  );
}
