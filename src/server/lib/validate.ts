import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import { ApiError, type FieldError } from './errors';

/**
 * Validates one part of the request with a shared valibot schema and registers it in
 * the OpenAPI document. A failure is a 400 whose message is the first field error.
 */
export function validate<S extends StandardSchemaV1, T extends keyof ValidationTargets>(
  target: T,
  schema: S,
) {
  return validator(target, schema, (result) => {
    if (result.success) return;
    const errors: FieldError[] = (result.error as readonly StandardSchemaV1.Issue[]).map(
      (issue) => ({
        path: (issue.path ?? [])
          .map((p) => (typeof p === 'object' ? String(p.key) : String(p)))
          .join('.'),
        message: issue.message,
      }),
    );
    throw new ApiError(400, errors[0]?.message ?? 'Invalid input', { errors });
  });
}
