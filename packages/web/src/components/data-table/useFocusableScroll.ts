import { useEffect, useRef, type RefObject } from 'react';

/** antd's sideways-scrolling part of a table: a keyboard must reach it to scroll it (WCAG 2.1.1, axe's scrollable-region-focusable). */
const SCROLLER = '.ant-table-content, .ant-table-body';

/** Lets the keyboard focus the table's scrolling part, whatever antd rendered this time. */
export function useFocusableScroll(): RefObject<HTMLDivElement | null> {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelectorAll<HTMLElement>(SCROLLER).forEach((scroller) => {
      if (scroller.tabIndex < 0) scroller.tabIndex = 0;
    });
  });
  return box;
}
