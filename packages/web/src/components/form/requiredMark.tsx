import type { ReactNode } from 'react';

const MARK_CLASS = 'armada-required-mark';

/**
 * A required field's mark after its label (app.css draws the '*'), hidden from assistive technology
 * and from the label's text: antd's own mark is CSS content before the label, which Chromium reads
 * into the field's name ('* Province'). The field itself says it is required (aria-required).
 */
export function requiredMark(label: ReactNode, { required }: { required: boolean }): ReactNode {
  return (
    <>
      {label}
      {required && <span aria-hidden="true" className={MARK_CLASS} />}
    </>
  );
}
