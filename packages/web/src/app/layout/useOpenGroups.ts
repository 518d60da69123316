import { useState } from 'react';

/**
 * The side menu's open sections: the one holding the current screen opens on arrival and whenever
 * the route moves into another section; the others stay as the user left them.
 */
export function useOpenGroups(current: string | undefined): [string[], (keys: string[]) => void] {
  const [open, setOpen] = useState<string[]>(current === undefined ? [] : [current]);
  const [seen, setSeen] = useState(current);
  // Adjusting state while rendering (not in an effect) opens the section before the first paint.
  if (current !== seen) {
    setSeen(current);
    if (current !== undefined && !open.includes(current)) setOpen([...open, current]);
  }
  return [open, setOpen];
}
