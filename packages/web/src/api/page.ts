/** One page of a list call: `result: { data, total_data, page, limit }`. */
export type Page<T> = { data: T[]; total_data: number; page: number; limit: number };
