import { MESSAGES, SUCCESS_RESPONSE, WIKI_CALLS, type WikiImageUploaded } from '@armada/domain';
import { ApiError } from '../../api/ApiError';
import { getAuth } from '../../session/authStore';

/** Sends an image as multipart form data (the gateway's forms cannot carry a file); answers its id and path. */
export async function uploadWikiImage(file: File): Promise<WikiImageUploaded> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { token } = getAuth();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(WIKI_CALLS.uploadImage, { method: 'POST', headers, body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError('server_error', MESSAGES.server_error, 0);
  }
  const body = (await response.json().catch(() => ({}))) as {
    response?: unknown;
    code?: unknown;
    message?: unknown;
    result?: unknown;
  };
  if (response.ok && body.response === SUCCESS_RESPONSE) return body.result as WikiImageUploaded;
  throw new ApiError(
    typeof body.code === 'string' ? body.code : 'server_error',
    typeof body.message === 'string' ? body.message : MESSAGES.server_error,
    response.status,
    body.result,
  );
}
