import { messages } from '@referly/domain';

/** What the machine reads from a failed call; `ApiError` from lib/api has this shape. */
type FailureLike = { status?: unknown; message?: unknown; retryAfterSeconds?: unknown };

const asFailure = (error: unknown): FailureLike => (typeof error === 'object' && error !== null ? error : {});

/** The call answered 404: what was asked for is not there (or no longer). */
export const isNotFound = (error: unknown): boolean => asFailure(error).status === 404;

export const isNetworkFailure = (error: unknown): boolean => {
  const failure = asFailure(error);
  return failure.status === 0 || failure.message === messages.failNetwork || error instanceof TypeError;
};

/** The server's message, else the HTTP status: spec 000 §8 'Failed to create user: {server message or HTTP status}'. */
export const failureReason = (error: unknown): string => {
  const failure = asFailure(error);
  if (typeof failure.message === 'string' && failure.message.trim()) return failure.message;
  if (typeof failure.status === 'number' && failure.status > 0) return String(failure.status);
  return 'Unknown error';
};

export const serverMessage = (error: unknown): string | null => {
  const failure = asFailure(error);
  return typeof failure.message === 'string' && failure.message.trim() && !isNetworkFailure(error) ? failure.message : null;
};

export const retryAfterSeconds = (error: unknown): number | null => {
  const failure = asFailure(error);
  return typeof failure.retryAfterSeconds === 'number' && failure.retryAfterSeconds > 0 ? Math.ceil(failure.retryAfterSeconds) : null;
};

/** A refused bearer: lib/api has already said 'Session expired' and sent the person to /login. */
export const isSessionExpired = (error: unknown): boolean => asFailure(error).status === 401;

/** Whether a failed reply's body holds words the server wrote (a problem+json message), not a bare status line. */
const hasOwnWords = (body: unknown): boolean => {
  if (typeof body !== 'string') return false;
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && ('message' in parsed || 'detail' in parsed);
  } catch {
    return false;
  }
};

/**
 * Spec 001 §8: 'the server message, else Failed to …'. Only words the server wrote count: not a bare status line
 * ('HTTP 500', 'Bad Gateway') and not the network failure the API helper words itself.
 */
export const reasonOr = (error: unknown, fallback: string): string => {
  const failure = asFailure(error) as FailureLike & { body?: unknown };
  const fromServer =
    typeof failure.status === 'number' && failure.status > 0 && hasOwnWords(failure.body) && typeof failure.message === 'string' && failure.message;
  return fromServer ? String(failure.message) : fallback;
};

/** A failure toast: the spec's words, then the server's own reason when it gave one. */
export const withReason = (base: string, error: unknown): string => {
  const reason = reasonOr(error, '');
  if (!reason) return base;
  return base.endsWith('.') ? `${base} ${reason}` : `${base}: ${reason}`;
};
