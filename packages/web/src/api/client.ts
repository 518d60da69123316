import { MESSAGES, SUCCESS_RESPONSE } from '@armada/domain';
import { getAuth } from '../session/authStore';
import { currentPath, rememberRedirect } from '../session/redirectStorage';
import { goTo } from '../session/navigation';
import { ApiError } from './ApiError';

export type Params = Record<string, string | number | boolean | null | undefined>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function toSearchParams(params: Params): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  return query;
}

export function withQuery(path: string, params: Params = {}): string {
  const text = toSearchParams(params).toString();
  return text ? `${path}?${text}` : path;
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const CODE_BY_STATUS: Partial<Record<number, string>> = { 401: 'unauthorized', 403: 'forbidden', 404: 'not_found' };
const fallbackCode = (status: number) => (status >= 400 && status < 500 ? 'bad_request' : 'server_error');

function errorFrom(body: Record<string, unknown>, status: number): ApiError {
  const code = typeof body.code === 'string' ? body.code : (CODE_BY_STATUS[status] ?? fallbackCode(status));
  const fallback = code in MESSAGES ? MESSAGES[code as keyof typeof MESSAGES] : MESSAGES.server_error;
  const message = typeof body.message === 'string' ? body.message : fallback;
  return new ApiError(code, message, status, body.result);
}

function sessionLost(): void {
  rememberRedirect(currentPath());
  goTo('/logout', true);
}

/**
 * The language the app is shown in (locales/i18n puts it on <html lang>): the server writes what it
 * sends on the person's behalf in it (a new user's mail, a reset mail, an address).
 */
function languageHeader(): Record<string, string> {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return language ? { 'Accept-Language': language } : {};
}

/** Sends a form-encoded body (the gateway's calls take forms) and returns the envelope's result. */
export async function request<T>(
  method: Method,
  path: string,
  body?: Params,
  extraHeaders: Record<string, string> = {},
  jsonBody?: string,
): Promise<T> {
  const { token } = getAuth();
  const headers: Record<string, string> = { Accept: 'application/json', ...languageHeader(), ...extraHeaders };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: URLSearchParams | string | undefined;
  if (body) {
    payload = toSearchParams(body);
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  } else if (jsonBody !== undefined) {
    payload = jsonBody;
    headers['Content-Type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, credentials: 'same-origin' });
  } catch {
    throw new ApiError('server_error', MESSAGES.server_error, 0);
  }
  const json = await readJson(response);
  if (response.status === 401 && token) sessionLost();
  if (!response.ok || json.response !== SUCCESS_RESPONSE) throw errorFrom(json, response.status);
  return json.result as T;
}

export const apiGet = <T>(path: string, params?: Params, headers?: Record<string, string>) =>
  request<T>('GET', withQuery(path, params), undefined, headers);
export const apiPost = <T>(path: string, body: Params = {}, headers?: Record<string, string>) =>
  request<T>('POST', path, body, headers);
export const apiPut = <T>(path: string, body: Params = {}) => request<T>('PUT', path, body);
/** A POST whose body is nested (a survey's answers): sent as JSON rather than a form. */
export const apiPostJson = <T>(path: string, body: unknown) =>
  request<T>('POST', path, undefined, {}, JSON.stringify(body));

/** The sign-in service answers `{ auth: 'true', ... }` instead of the gateway envelope. */
export async function ssoRequest<T>(method: Method, path: string, body?: Params): Promise<T> {
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...languageHeader() },
  };
  if (body) {
    init.body = toSearchParams(body);
    init.headers = { ...init.headers, 'Content-Type': 'application/x-www-form-urlencoded' };
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError('server_error', MESSAGES.server_error, 0);
  }
  const json = await readJson(response);
  if (!response.ok || json.auth !== 'true') throw errorFrom(json, response.status || 401);
  return json as T;
}
