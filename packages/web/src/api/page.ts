/** One page of a list call: `result: { data, total_data, page, limit }`, as the domain declares it. */
export type { Page } from '@armada/domain';
