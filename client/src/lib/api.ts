import { messages } from '@referly/domain/accounts/messages';
import { authModal } from './auth-modal.ts';
import { clearSession, getAuthToken } from './session.ts';
import { toast } from './toast.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly fieldErrors?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  readonly body: string;

  constructor(message: string, init: { status: number; code?: string; fieldErrors?: Record<string, string>; retryAfterSeconds?: number; body?: string }) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status;
    if (init.code !== undefined) this.code = init.code;
    if (init.fieldErrors !== undefined) this.fieldErrors = init.fieldErrors;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
    this.body = init.body ?? '';
  }
}

export type QueryValue = string | number | boolean | null | undefined;
export type GetOptions = { query?: Record<string, QueryValue>; signal?: AbortSignal };
export type SendOptions = { token?: string; signal?: AbortSignal };

type Navigate = (path: string) => void;

const POSITION_HEADER = 'X-Referly-Position';
const AFTER_HEADER = 'X-Referly-After';
// a 401 here is not an expired session: login answers it for a wrong password, logout for a token already revoked
const NOT_EXPIRY_PATHS = new Set(['/api//user/login', '/api/user/login', '/api/user/logout']);

const config = { baseUrl: '' };
let navigate: Navigate | null = null;
let highestPosition = 0;

/** Tests (and a cross-origin deployment) point the helper at another origin. */
export const configureApi = (options: { baseUrl?: string }) => {
  if (options.baseUrl !== undefined) config.baseUrl = options.baseUrl.replace(/\/$/, '');
};

/** The router registers its navigate so a 401 can leave the page without a full reload. */
export const setNavigator = (fn: Navigate | null) => {
  navigate = fn;
};

/** The read-your-writes position this browser has seen; exposed for tests and diagnostics. */
export const getKnownPosition = () => highestPosition;
/** A live event's position: queries it invalidates then wait until the read models caught up. */
export const notePosition = (position: number) => {
  if (Number.isFinite(position) && position > highestPosition) highestPosition = position;
};
export const resetKnownPosition = () => {
  highestPosition = 0;
};

const buildUrl = (path: string, query?: Record<string, QueryValue>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `${config.baseUrl}${path}${search ? `?${search}` : ''}`;
};

const rememberPosition = (response: Response) => {
  const raw = response.headers.get(POSITION_HEADER);
  if (raw === null) return;
  const position = Number(raw);
  if (Number.isFinite(position) && position > highestPosition) highestPosition = position;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const stringRecord = (value: unknown): Record<string, string> | undefined => {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
};

const errorFrom = (response: Response, text: string): ApiError => {
  const problem = parseJson(text);
  const headerRetry = Number(response.headers.get('Retry-After'));
  if (!isRecord(problem)) {
    return new ApiError(text || response.statusText || `HTTP ${response.status}`, {
      status: response.status,
      body: text,
      ...(Number.isFinite(headerRetry) && headerRetry > 0 ? { retryAfterSeconds: headerRetry } : {}),
    });
  }
  const message =
    typeof problem.message === 'string'
      ? problem.message
      : typeof problem.detail === 'string'
        ? problem.detail
        : typeof problem.title === 'string'
          ? problem.title
          : `HTTP ${response.status}`;
  const retry = typeof problem.retryAfterSeconds === 'number' ? problem.retryAfterSeconds : headerRetry;
  const fieldErrors = stringRecord(problem.errors);
  return new ApiError(message, {
    status: response.status,
    body: text,
    ...(typeof problem.code === 'string' ? { code: problem.code } : {}),
    ...(fieldErrors ? { fieldErrors } : {}),
    ...(Number.isFinite(retry) && retry > 0 ? { retryAfterSeconds: retry } : {}),
  });
};

const expireSession = () => {
  toast.error(messages.sessionExpired);
  clearSession();
  // the /login page has its own sign-in; a modal left open would stand over it
  authModal.close();
  if (navigate) navigate('/login');
  else window.location.assign('/login');
};

const request = async <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: unknown; query?: Record<string, QueryValue>; token?: string; signal?: AbortSignal } = {},
): Promise<T> => {
  const headers = new Headers({ Accept: 'application/json, application/problem+json' });
  const sessionToken = getAuthToken();
  const bearer = options.token ?? sessionToken;
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  if (highestPosition > 0) headers.set(AFTER_HEADER, String(highestPosition));

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    // the browser sets the multipart boundary itself
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(messages.failNetwork, { status: 0 });
  }

  rememberPosition(response);
  if (response.status === 204) return { message: 'Successfully deleted' } as T;

  const text = await response.text();
  if (!response.ok) {
    const error = errorFrom(response, text);
    // any bearer refused, the session's or create-password's temporary one, sends the person to log in again
    if (response.status === 401 && bearer && !NOT_EXPIRY_PATHS.has(path)) expireSession();
    throw error;
  }
  if (text === '') return {} as T;
  const parsed = parseJson(text);
  // spec 000 §7: a reply that is not JSON counts as an error
  if (parsed === undefined) throw new ApiError('Unexpected reply from server.', { status: response.status, body: text });
  return parsed as T;
};

export const api = {
  get: <T>(path: string, options: GetOptions = {}) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options: SendOptions = {}) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options: SendOptions = {}) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options: SendOptions = {}) => request<T>('DELETE', path, options),
};
