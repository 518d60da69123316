import { badRequest } from '../../errors.js';

const LIMITS = { lat: 90, lon: 180 } as const;

/** A coordinate from the query, or a 400 naming the field and its range. */
export function coordinate(field: keyof typeof LIMITS, raw: string): number {
  const value = Number(raw);
  const limit = LIMITS[field];
  if (raw.trim() === '' || !Number.isFinite(value) || Math.abs(value) > limit) {
    throw badRequest('bad_request', {
      errors: [{ field, message: `${field} must be a number from -${limit} to ${limit}` }],
    });
  }
  return value;
}
