import { useState, type ReactNode } from 'react';
import type { NotificationRow } from '@armada/domain';
import { AnnouncementModal } from './AnnouncementModal';
import { AnnouncementReaderContext } from './announcementReader';

export type AnnouncementReaderProps = { children: ReactNode; onRead?: () => void };

/** Gives the rows below it a way to open an announcement, and shows the one opened in a modal. */
export function AnnouncementReader({ children, onRead }: AnnouncementReaderProps) {
  const [row, setRow] = useState<NotificationRow | null>(null);
  const read = (next: NotificationRow) => {
    setRow(next);
    onRead?.();
  };
  return (
    <AnnouncementReaderContext value={read}>
      {children}
      <AnnouncementModal row={row} onClose={() => setRow(null)} />
    </AnnouncementReaderContext>
  );
}
