import { MESSAGES } from '@armada/domain';
import { ApiError } from './ApiError';
import { withQuery, type Params } from './client';
import { goTo } from '../session/navigation';
import { getAuth } from '../session/authStore';
import { currentPath, rememberRedirect } from '../session/redirectStorage';

type OkAnswer = { ok?: unknown; code?: unknown; message?: unknown };

async function readAnswer(response: Response): Promise<OkAnswer> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as OkAnswer) : {};
  } catch {
    return {};
  }
}

function failure(answer: OkAnswer, status: number): ApiError {
  const code = typeof answer.code === 'string' ? answer.code : 'server_error';
  const message = typeof answer.message === 'string' ? answer.message : MESSAGES.server_error;
  return new ApiError(code, message, status, answer);
}

/**
 * A call to the job-order service, whose answers carry `ok` instead of the gateway envelope: the
 * whole answer on `ok: true`, an ApiError otherwise.
 */
async function okRequest<T>(url: string, init: { method: 'GET' | 'POST'; body?: string }): Promise<T> {
  const { token } = getAuth();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError('server_error', MESSAGES.server_error, 0);
  }
  const answer = await readAnswer(response);
  if (response.status === 401 && token) {
    // As the gateway client does: the session is over, sign out and come back here afterwards.
    rememberRedirect(currentPath());
    goTo('/logout', true);
  }
  if (!response.ok || answer.ok !== true) throw failure(answer, response.status);
  return answer as T;
}

export const okGet = <T>(path: string, params: Params = {}) => okRequest<T>(withQuery(path, params), { method: 'GET' });

/** Bodies go as JSON: group_ids is a list. */
export const okPost = <T>(path: string, body: Record<string, unknown> = {}) =>
  okRequest<T>(path, { method: 'POST', body: JSON.stringify(body) });
