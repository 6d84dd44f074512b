import { DomainError, errorStatus, type ErrorCode } from '@referly/domain';
import { VersionConflictError } from '@referly/infra/ports/event-store';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';

export type Problem = {
  type: string;
  title: string;
  status: number;
  code: ErrorCode;
  detail: string;
  /** the same text as detail: the spec's client reads `message` */
  message: string;
  errors?: Record<string, string>;
  retryAfterSeconds?: number;
};

const titles: Partial<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export const toProblem = (code: ErrorCode, message: string, extra: Partial<Problem> = {}): Problem => {
  const status = errorStatus[code];
  return { type: `https://referly.dev/problems/${code}`, title: titles[status] ?? 'Error', status, code, detail: message, message, ...extra };
};

/** A client error Express or its body parser raised (http-errors): a 4xx `status`, sometimes a `type`. */
const clientError = (error: unknown): { status: number; type?: string } | undefined => {
  if (typeof error !== 'object' || error === null || !('status' in error) || typeof error.status !== 'number') return undefined;
  if (error.status < 400 || error.status > 499) return undefined;
  return { status: error.status, ...('type' in error && typeof error.type === 'string' ? { type: error.type } : {}) };
};

/** The problem for a request Express could not read, worded for whoever sent it; nothing of the parser's internals. */
const unreadable = (error: unknown, client: { status: number; type?: string }): Problem => {
  if (client.status === 413) return toProblem('payload_too_large', 'The request is too large.');
  if (client.type === 'charset.unsupported') return toProblem('unsupported_media_type', 'The request body must be JSON in UTF-8.');
  if (client.type === 'encoding.unsupported')
    return toProblem('unsupported_media_type', 'The request body is in a content encoding this server does not accept.');
  if (client.status === 415) return toProblem('unsupported_media_type', 'The request body is of a type this server does not accept.');
  if (client.type === 'entity.parse.failed') return toProblem('validation_failed', 'The request body is not valid JSON.');
  if (error instanceof URIError) return toProblem('bad_request', 'The request path is not valid.');
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && /^(Z_|ERR__)/.test(error.code)) {
    return toProblem('bad_request', 'The request body could not be decompressed.');
  }
  return toProblem('bad_request', 'The request could not be read.');
};

export const sendProblem = (res: Parameters<RequestHandler>[1], problem: Problem): void => {
  if (problem.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(problem.retryAfterSeconds));
  res.status(problem.status).type('application/problem+json').send(JSON.stringify(problem));
};

/** The one error middleware: every failure leaves as problem+json with a stable code, never a stack. */
export const problemMiddleware =
  (logger: Logger): ErrorRequestHandler =>
  (error: unknown, req, res, _next) => {
    if (error instanceof DomainError) {
      const retryAfterSeconds = typeof error.details?.retryAfterSeconds === 'number' ? error.details.retryAfterSeconds : undefined;
      const errors = error.details?.errors as Record<string, string> | undefined;
      return sendProblem(
        res,
        toProblem(error.code, error.message, { ...(errors ? { errors } : {}), ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}) }),
      );
    }
    if (error instanceof VersionConflictError) {
      return sendProblem(res, toProblem('version_conflict', 'Someone else changed this at the same time. Please try again.'));
    }
    const client = clientError(error);
    if (client) return sendProblem(res, unreadable(error, client));
    logger.error({ err: error, method: req.method, url: req.originalUrl }, 'unhandled error');
    return sendProblem(res, toProblem('internal', 'Something went wrong. Please try again.'));
  };

export const notFoundMiddleware: RequestHandler = (req, res) => sendProblem(res, toProblem('not_found', `No route for ${req.method} ${req.path}.`));
