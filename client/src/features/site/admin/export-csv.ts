import { messages } from '@referly/domain';
import { api, ApiError } from '../../../lib/api.ts';
import { getAuthToken } from '../../../lib/session.ts';

/** Spec 001 §8 exports. */
export const exportMessages = {
  loginFirst: 'Please login to access this feature',
  sessionExpired: messages.sessionExpired,
  failed: (what: string, message: string) => `Failed to export ${what}: ${message}`,
  done: (file: string) => `Exported ${file}`,
} as const;

export type ExportOutcome = { ok: true; file: string } | { ok: false; reason: 'login' | 'expired' | 'failed'; message: string };

/**
 * Downloads an admin export as `file` (spec 001: the exports need the stored token). The route is asked with the
 * bearer for a signed link (`?link=1`), and the browser then downloads from that link itself; a 401 on the way is the
 * shared helper's 'Session expired. Redirecting to login.' and its redirect to /login.
 */
export const exportCsv = async (path: string, file: string, what: string): Promise<ExportOutcome> => {
  if (!getAuthToken()) return { ok: false, reason: 'login', message: exportMessages.loginFirst };
  try {
    const reply = await api.get<{ data?: { url?: unknown } }>(path, { query: { link: 1 } });
    const url = reply.data?.url;
    if (typeof url !== 'string') return { ok: false, reason: 'failed', message: exportMessages.failed(what, 'no download link was given') };
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = file;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    return { ok: true, file };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { ok: false, reason: 'expired', message: exportMessages.sessionExpired };
    return { ok: false, reason: 'failed', message: exportMessages.failed(what, error instanceof Error ? error.message : String(error)) };
  }
};
