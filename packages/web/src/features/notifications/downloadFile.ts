import { MESSAGES } from '@armada/domain';
import { ApiError } from '../../api/ApiError';
import { getAuth } from '../../session/authStore';
import { saveFile } from '../../components/saveFile';
import { fileNameOf } from './notificationView';

async function errorOf(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    const code = typeof body.code === 'string' ? body.code : 'server_error';
    return new ApiError(code, typeof body.message === 'string' ? body.message : MESSAGES.server_error, response.status);
  } catch {
    return new ApiError('server_error', MESSAGES.server_error, response.status);
  }
}

/**
 * Fetches a download's file with the bearer token (a plain link cannot carry the Authorization
 * header) and saves it under the name the server offers.
 */
export async function downloadFile(link: string, fallbackName: string): Promise<void> {
  const { token } = getAuth();
  let response: Response;
  try {
    response = await fetch(link, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError('server_error', MESSAGES.server_error, 0);
  }
  if (!response.ok) throw await errorOf(response);
  saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition'), fallbackName));
}
