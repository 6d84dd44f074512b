/** Stable error codes. The server maps each to an HTTP status; the client maps each to the spec's toast. */
export const errorStatus = {
  validation_failed: 400,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  version_conflict: 409,
  email_taken: 409,
  otp_invalid: 400,
  otp_expired: 400,
  otp_used: 400,
  otp_locked: 429,
  otp_resend_too_soon: 429,
  invalid_credentials: 401,
  password_not_set: 403,
  password_already_set: 409,
  wrong_password: 400,
  weak_password: 400,
  not_a_referrer: 400,
  rate_limited: 429,
  card_declined: 402,
  card_invalid: 400,
  payload_too_large: 413,
  unsupported_file_type: 415,
  unsupported_media_type: 415,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** A broken business rule. `message` is shown to the user, so it reads as the spec words it. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
