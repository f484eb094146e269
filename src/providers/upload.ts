import { ApiError, type ApiErrorBody } from './api';
import { clearToken, getToken } from './token';

export interface UploadedFile {
  id: number;
  name: string;
  size: number;
  mime: string;
  url: string;
}

/** `POST /api/files` (multipart) for staff uploads. */
export const uploadFile = async (file: File, purpose: 'logo' | 'attachment') => {
  const body = new FormData();
  body.append('file', file);
  const token = getToken();
  const response = await fetch(`/api/files?purpose=${purpose}`, {
    method: 'POST',
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  }).catch(() => {
    throw new ApiError(0, { message: 'app.errors.network' });
  });
  if (response.status === 401) clearToken();
  if (!response.ok) {
    throw new ApiError(response.status, (await response.json().catch(() => ({}))) as ApiErrorBody);
  }
  return (await response.json()) as UploadedFile;
};
