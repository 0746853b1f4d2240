import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context';
import { ApiError, MESSAGES } from '../lib/errors';

/**
 * The one error path: every failure becomes the envelope of ADR 082; the unexpected is logged with
 * the request id.
 */
export function onError(error: Error, c: Context<AppEnv>) {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json(
      {
        success: false as const,
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.extra,
      },
      error.status,
    );
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const message =
      status === 400 && /json/i.test(error.message)
        ? MESSAGES.invalidJson
        : status === 413
          ? 'The request body is too large'
          : error.message || MESSAGES.unexpected;
    return c.json({ success: false as const, message }, status);
  }
  const requestId = c.get('requestId');
  c.get('deps')?.log.error('unexpected error', {
    requestId,
    path: c.req.path,
    error: error.stack ?? String(error),
  });
  return c.json({ success: false as const, message: MESSAGES.unexpected, requestId }, 500);
}

export function onNotFound(c: Context<AppEnv>) {
  return c.json({ success: false as const, message: 'Not found' }, 404);
}
