import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

export type LinkButtonProps = {
  to: string;
  children: ReactNode;
  type?: ButtonProps['type'];
  /** Marks the link of the screen shown (aria-current="page"). */
  current?: boolean;
};

/** A link that looks like a button and navigates inside the app without a page load. */
export function LinkButton({ to, children, type = 'primary', current }: LinkButtonProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Button type={type} href={to} onClick={onClick} aria-current={current ? 'page' : undefined}>
      {children}
    </Button>
  );
}
