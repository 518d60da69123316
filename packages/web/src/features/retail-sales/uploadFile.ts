import { MESSAGES, RETAIL_SALES_PATHS, SUCCESS_RESPONSE, type RetailSalesUploadStarted } from '@armada/domain';
import { ApiError } from '../../api/ApiError';
import { getAuth } from '../../session/authStore';

const FIELD = 'file';

function errorOf(status: number, body: unknown): ApiError {
  const { code, message, result } = (body ?? {}) as { code?: unknown; message?: unknown; result?: unknown };
  return new ApiError(
    typeof code === 'string' ? code : 'server_error',
    typeof message === 'string' ? message : MESSAGES.server_error,
    status,
    result,
  );
}

/**
 * Sends the file as multipart form data (the gateway's forms cannot carry a file), reporting the
 * share sent; XMLHttpRequest because fetch reports no upload progress. Answers the upload's id.
 */
export function uploadFile(file: File, onProgress: (share: number) => void): Promise<RetailSalesUploadStarted> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', RETAIL_SALES_PATHS.upload);
    request.responseType = 'json';
    const { token } = getAuth();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError('server_error', MESSAGES.server_error, 0));
    request.onload = () => {
      const body = request.response as { response?: unknown; result?: RetailSalesUploadStarted } | null;
      if (request.status === 200 && body?.response === SUCCESS_RESPONSE && body.result) resolve(body.result);
      else reject(errorOf(request.status, body));
    };
    const form = new FormData();
    form.append(FIELD, file, file.name);
    request.send(form);
  });
}
