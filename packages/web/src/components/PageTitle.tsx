import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { HelpLink } from './HelpLink';
import { TEST_IDS } from './ui';

export type PageTitleProps = {
  children: ReactNode;
  level?: 2 | 3 | 4;
  /** The help wiki's guide to this screen (`/wiki/view/{category}/{guide}`): a Help link beside the title. */
  help?: string;
};

const TITLE_STYLE = { marginTop: 0, marginBottom: 0 } as const;
const ROW_STYLE = { marginBottom: 16 } as const;

export function PageTitle({ children, level = 3, help }: PageTitleProps) {
  if (help === undefined) {
    return (
      <Typography.Title level={level} data-testid={TEST_IDS.pageTitle} style={{ marginTop: 0 }}>
        {children}
      </Typography.Title>
    );
  }
  return (
    <Flex align="center" gap={12} wrap style={ROW_STYLE}>
      <Typography.Title level={level} data-testid={TEST_IDS.pageTitle} style={TITLE_STYLE}>
        {children}
      </Typography.Title>
      <HelpLink to={help} />
    </Flex>
  );
}
