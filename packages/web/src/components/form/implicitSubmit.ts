import type { KeyboardEvent } from 'react';

/**
 * Enter in a field does not submit the form it sits in (the browser's implicit submission): a form
 * half filled in is sent by its button only, never because Enter confirmed a date or a choice. A
 * text area keeps its new line and a focused button its Enter.
 */
export function preventImplicitSubmit(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter') return;
  const target = event.target;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLButtonElement) return;
  if (target instanceof HTMLInputElement && (target.type === 'submit' || target.type === 'button')) return;
  event.preventDefault();
}

/** A fresh idempotency key for one intended write (hex; works on plain http, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
