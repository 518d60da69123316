import { MESSAGES, type MessageCode } from '@armada/domain';

/** A failed call: the stable code (a MESSAGES key when the server sent one) and the English message. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly result: unknown;

  constructor(code: string, message: string, status: number, result?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.result = result;
  }
}

export function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(MESSAGES, code);
}

/** Any thrown value as an ApiError, so screens show one kind of error. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError('server_error', MESSAGES.server_error, 0);
}
