import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';

export type ResultLinkProps = { to: string; children: ReactNode };

/** A search result as a real link: keyboard and new-tab friendly, navigating inside the app on a plain click. */
export function ResultLink({ to, children }: ResultLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <a href={to} onClick={onClick} style={{ display: 'block', width: '100%', color: 'inherit' }}>
      {children}
    </a>
  );
}
