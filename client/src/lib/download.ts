import { useState } from 'react';
import { ApiError } from './api';
import { getAuthToken } from './session';
import { toast } from './toast';

/**
 * Saves a file only its owners may have (a resume, a passport) under its own name. A plain link would carry no token,
 * so the file's route is first asked, with the session's bearer, for a signed link to it (`?link=1`: it checks access
 * and answers a link that works for a minute), and the browser then downloads from that link itself. No `blob:`
 * address is made: those are only ever made for raster pictures (lib/picture).
 */
export const downloadFile = async (url: string, name: string): Promise<void> => {
  const token = getAuthToken();
  const response = await fetch(`${url}${url.includes('?') ? '&' : '?'}link=1`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const link = response.ok ? ((await response.json().catch(() => null)) as { data?: { url?: unknown } } | null)?.data?.url : undefined;
  if (typeof link !== 'string') {
    const message = response.status === 404 ? 'This file is no longer available.' : 'The file could not be downloaded. Please try again.';
    toast.error(message);
    throw new ApiError(message, { status: response.status });
  }
  const anchor = document.createElement('a');
  anchor.href = link;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
};

/**
 * A button's download of one file: `busy` while it is on its way; a failure has already been said in a toast
 * (downloadFile), so it is not thrown again.
 */
export const useDownload = (url: string, name: string) => {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    await downloadFile(url, name).catch(() => undefined);
    setBusy(false);
  };
  return { busy, download };
};
