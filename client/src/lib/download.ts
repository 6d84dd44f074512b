import { ApiError } from './api';
import { downloadObjectUrl } from './picture';
import { getAuthToken } from './session';
import { toast } from './toast';

/**
 * Fetches a file only its owners may have (a resume, a passport) with the session's bearer and saves it under its
 * own name: a plain link would carry no token.
 */
export const downloadFile = async (url: string, name: string): Promise<void> => {
  const token = getAuthToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const message = response.status === 404 ? 'This file is no longer available.' : 'The file could not be downloaded. Please try again.';
    toast.error(message);
    throw new ApiError(message, { status: response.status });
  }
  // typed as bare bytes: the address renders nothing even if opened on its own (see lib/picture)
  const objectUrl = downloadObjectUrl(await response.arrayBuffer());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
};
