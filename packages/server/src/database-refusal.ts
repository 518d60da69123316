import { AppError } from './errors.js';

/** The SQLSTATE of a database error, whether the driver's error or one wrapped by the ORM. */
export function sqlStateOf(error: unknown): string | undefined {
  const direct = (error as { code?: unknown }).code;
  if (typeof direct === 'string' && /^[0-9A-Z]{5}$/.test(direct)) return direct;
  const cause = (error as { cause?: unknown }).cause;
  return cause && cause !== error ? sqlStateOf(cause) : undefined;
}

/**
 * What the caller is told when the database refuses a value that passed validation: the request
 * was wrong (4xx) and nothing was written, since every write runs in one statement or transaction.
 * Anything else stays a server error.
 */
const REFUSALS: Record<string, () => AppError> = {
  '22001': () => new AppError(400, 'bad_request'), // string too long for its column
  '22003': () => new AppError(400, 'value_out_of_range'),
  '22007': () => new AppError(400, 'bad_request'), // bad date/time text
  '22008': () => new AppError(400, 'value_out_of_range'), // date/time out of range
  '22021': () => new AppError(400, 'bad_request'), // bytes that are not text in the database's encoding
  '22P02': () => new AppError(400, 'bad_request'), // text that is not a number
  '22P05': () => new AppError(400, 'bad_request'), // a character the database can not store
  '23502': () => new AppError(400, 'bad_request'), // a required column left empty
  '23503': () => new AppError(400, 'reference_missing'),
  '23505': () => new AppError(409, 'cannot_process'),
  '23514': () => new AppError(400, 'bad_request'), // a check constraint
};

export function databaseRefusal(error: unknown): AppError | undefined {
  const state = sqlStateOf(error);
  return state ? REFUSALS[state]?.() : undefined;
}
