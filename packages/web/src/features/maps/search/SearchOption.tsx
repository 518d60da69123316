import { Flex, Typography } from 'antd';
import { CarOutlined, EnvironmentOutlined } from '@ant-design/icons';

export type SearchOptionProps = { kind: 'vehicle' | 'place'; title: string; detail: string };

/** One line of the search results: an icon, the name, and where it is or what matched. */
export function SearchOption({ kind, title, detail }: SearchOptionProps) {
  return (
    <Flex gap={8} align="start" style={{ minWidth: 0 }}>
      {kind === 'vehicle' ? <CarOutlined style={{ marginTop: 4 }} /> : <EnvironmentOutlined style={{ marginTop: 4 }} />}
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis>
          {title}
        </Typography.Text>
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
          {detail}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
