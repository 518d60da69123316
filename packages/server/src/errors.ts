import { messageFor, type MessageCode } from '@armada/domain';

/** A failure the caller should see: HTTP status, stable code, the spec's English message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageCode,
    readonly options: { values?: Record<string, string | number>; result?: unknown; response?: number } = {},
  ) {
    super(messageFor(code, options.values));
  }

  body() {
    const body: Record<string, unknown> = {
      response: this.options.response ?? this.status,
      code: this.code,
      message: this.message,
    };
    if (this.options.result !== undefined) body.result = this.options.result;
    return body;
  }
}

export const badRequest = (code: MessageCode = 'bad_request', result?: unknown) => new AppError(400, code, { result });
export const notFound = () => new AppError(404, 'not_found');
export const forbidden = () => new AppError(403, 'forbidden');
