import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

export type LinkButtonProps = { to: string; children: ReactNode; type?: ButtonProps['type'] };

/** A link that looks like a button and navigates inside the app without a page load. */
export function LinkButton({ to, children, type = 'primary' }: LinkButtonProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Button type={type} href={to} onClick={onClick}>
      {children}
    </Button>
  );
}
