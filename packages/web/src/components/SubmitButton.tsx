import type { ReactNode } from 'react';
import { Button } from 'antd';
import { SUBMIT } from './ui';

export type SubmitButtonProps = { children: ReactNode; loading?: boolean; block?: boolean };

export function SubmitButton({ children, loading = false, block = false }: SubmitButtonProps) {
  return (
    <Button type="primary" htmlType={SUBMIT} loading={loading} block={block} style={{ marginTop: 8 }}>
      {children}
    </Button>
  );
}
