import { Flex, Spin } from 'antd';

const LARGE = 'large';

export function PageLoading() {
  return (
    <Flex style={{ minHeight: 240, justifyContent: 'center', alignItems: 'center' }}>
      <Spin size={LARGE} />
    </Flex>
  );
}
