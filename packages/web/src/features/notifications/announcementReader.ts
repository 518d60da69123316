import { createContext } from 'react';
import type { NotificationRow } from '@armada/domain';

/**
 * Opens an announcement's notification in the reader's modal. The modal lives beside the bell's
 * popover (which closes) or the centre's page, not inside a row, so it outlasts the popover.
 */
export const AnnouncementReaderContext = createContext<((row: NotificationRow) => void) | null>(null);
