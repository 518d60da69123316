import { canStep, type BookingRow, type BookingStep } from '@armada/domain';

/** A step the panel offers as a button; `propose` and `part` open their own small forms. */
export type BookingAction = 'approve' | 'propose' | 'accept' | 'start' | 'finish' | 'cancel' | 'part';

const CUSTOMER_ACTIONS: readonly BookingAction[] = ['accept', 'cancel'];
const DEALER_ACTIONS: readonly BookingAction[] = ['approve', 'propose', 'start', 'finish', 'part', 'cancel'];

/**
 * The steps the viewer may take on a booking now: the customer's side when it may book for the
 * vehicle, the dealer's when the booking was made at it, each only where the status allows it (the
 * server checks both again).
 */
export function actionsFor(row: Pick<BookingRow, 'status' | 'can_book' | 'can_handle'>): BookingAction[] {
  const offered = new Set<BookingAction>();
  const add = (actions: readonly BookingAction[]) =>
    actions.filter((action) => canStep(action as BookingStep, row.status)).forEach((action) => offered.add(action));
  if (row.can_handle) add(DEALER_ACTIONS);
  if (row.can_book) add(CUSTOMER_ACTIONS);
  return [...offered];
}
