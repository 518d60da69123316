import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { TEST_IDS } from './ui';

export type PageTitleProps = { children: ReactNode; level?: 2 | 3 | 4 };

export function PageTitle({ children, level = 3 }: PageTitleProps) {
  return (
    <Typography.Title level={level} data-testid={TEST_IDS.pageTitle} style={{ marginTop: 0 }}>
      {children}
    </Typography.Title>
  );
}
