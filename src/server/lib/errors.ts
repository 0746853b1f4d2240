import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldError = { path: string; message: string };

/** The one error type the server throws; app.onError turns it into the envelope of ADR 082. */
export class ApiError extends HTTPException {
  readonly code?: string;
  readonly errors?: FieldError[];
  readonly extra?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: {
      code?: string;
      errors?: FieldError[];
      extra?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(status, { message });
    this.code = options.code;
    this.errors = options.errors;
    this.extra = options.extra;
    this.headers = options.headers;
  }
}

export const MESSAGES = {
  unauthenticated: 'Authentication required',
  forbidden: 'You do not have permission to do this',
  tooMany: 'Too many attempts. Please try again later.',
  maintenance: 'The service is under maintenance',
  unexpected: 'Something went wrong',
  invalidJson: 'The request body is not valid JSON',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different request',
  idempotencyInFlight: 'A request with this Idempotency-Key is still being processed',
  profileChangedElsewhere:
    'Your profile was changed elsewhere after you started editing. Your changes were not saved.',
} as const;

export const notFound = (thing: string) => new ApiError(404, `${thing} not found`);
export const forbidden = () => new ApiError(403, MESSAGES.forbidden);
export const unauthenticated = () => new ApiError(401, MESSAGES.unauthenticated);
export const conflict = (message: string, code?: string) => new ApiError(409, message, { code });
export const badRequest = (message: string, errors?: FieldError[]) =>
  new ApiError(400, message, { errors });
