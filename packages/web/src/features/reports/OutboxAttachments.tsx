import { App, Button, Flex } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { withQuery } from '../../api/client';
import { toApiError } from '../../api/ApiError';
import { useErrorText } from '../../components/useErrorText';
import { downloadFile } from '../notifications/downloadFile';

const ATTACHMENT_PATH = '/api/user/outbox/download_outbox_attachment';

/** The files kept with a mail, each downloaded with the reader's token. */
export function OutboxAttachments({ id, names }: { id: number; names: readonly string[] }) {
  const { message } = App.useApp();
  const errorText = useErrorText();
  const open = (index: number, name: string) =>
    downloadFile(withQuery(ATTACHMENT_PATH, { id, index }), name).catch((error: unknown) =>
      message.error(errorText(toApiError(error))),
    );
  return (
    <Flex vertical gap={2}>
      {names.map((name, index) => (
        <Button key={name} type="link" size="small" icon={<PaperClipOutlined />} onClick={() => void open(index, name)}>
          {name}
        </Button>
      ))}
    </Flex>
  );
}
