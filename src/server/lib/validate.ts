import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import { uniqueSymbol, validator } from 'hono-openapi';
import * as v from 'valibot';
import { ApiError, type FieldError, MESSAGES } from './errors';

export const NOT_AN_OBJECT = 'The request body must be a JSON object';

type AnySchema = v.GenericSchema & {
  entries?: Record<string, AnySchema>;
  wrapped?: AnySchema;
};

/** The schema of the field at `path`, looking through objects and optional wrappers. */
function fieldSchema(root: unknown, path: string[]): AnySchema | undefined {
  let schema = root as AnySchema | undefined;
  for (const key of path) {
    while (schema?.wrapped) schema = schema.wrapped;
    schema = schema?.entries?.[key];
  }
  return schema;
}

type Issue = StandardSchemaV1.Issue & {
  kind?: string;
  type?: string;
  received?: string;
};

/**
 * Turns schema issues into the envelope's errors[] (ADR 082). valibot reports a missing key with
 * the object's generic text ("Invalid key: …"); the field's own message ('Name is required',
 * 'Please fill in all required fields') is what ADR 077 shows, so it is asked for instead.
 */
export function toFieldErrors(schema: unknown, issues: readonly StandardSchemaV1.Issue[]) {
  return (issues as readonly Issue[]).map((issue): FieldError => {
    const path = (issue.path ?? []).map((p) => (typeof p === 'object' ? String(p.key) : String(p)));
    let message = issue.message;
    if (path.length === 0 && issue.type === 'object') message = NOT_AN_OBJECT;
    else if (issue.kind === 'schema' && issue.type === 'object' && issue.received === 'undefined') {
      const field = fieldSchema(schema, path);
      const result = field ? v.safeParse(field, undefined) : undefined;
      if (result && !result.success) message = result.issues[0].message;
    }
    return { path: path.join('.'), message };
  });
}

/** 400 whose message is the first field error and whose errors[] lists them all. */
export function invalidInput(schema: unknown, issues: readonly StandardSchemaV1.Issue[]) {
  const errors = toFieldErrors(schema, issues);
  return new ApiError(400, errors[0]?.message ?? 'Invalid input', { errors });
}

type Walkable = AnySchema & { type?: string; item?: Walkable; items?: Walkable[] };
const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

/**
 * The path of a list sent where the schema expects an object. valibot reads a list as an
 * object with no keys, so `"address": []` would quietly save an empty address.
 */
export function listForObject(
  schema: unknown,
  value: unknown,
  path: string[] = [],
): string[] | undefined {
  let s = schema as Walkable | undefined;
  while (s?.wrapped) {
    if (value === undefined || value === null) return undefined;
    s = s.wrapped as Walkable;
  }
  if (!s || value === null || typeof value !== 'object') return undefined;
  if (OBJECT_TYPES.has(s.type ?? '')) {
    if (Array.isArray(value)) return path;
    for (const [key, entry] of Object.entries(s.entries ?? {})) {
      const found = listForObject(entry, (value as Record<string, unknown>)[key], [...path, key]);
      if (found) return found;
    }
  } else if (s.type === 'array' && s.item && Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = listForObject(s.item, value[i], [...path, String(i)]);
      if (found) return found;
    }
  } else if (s.type === 'tuple' && s.items && Array.isArray(value)) {
    for (let i = 0; i < s.items.length; i++) {
      const found = listForObject(s.items[i], value[i], [...path, String(i)]);
      if (found) return found;
    }
  }
  return undefined;
}

function refuseListForObject(schema: unknown, value: unknown) {
  const path = listForObject(schema, value);
  if (!path) return;
  const message =
    path.length === 0 ? NOT_AN_OBJECT : 'Invalid type: Expected Object but received Array';
  throw new ApiError(400, message, { errors: [{ path: path.join('.'), message }] });
}

/** Validates a value outside the middleware (a body whose schema depends on the caller). */
export function parseOrThrow<S extends v.GenericSchema>(schema: S, value: unknown) {
  refuseListForObject(schema, value);
  const result = v.safeParse(schema, value);
  if (result.success) return result.output as v.InferOutput<S>;
  throw invalidInput(schema, result.issues as unknown as readonly StandardSchemaV1.Issue[]);
}

const JSON_MEDIA = /^application\/([\w.-]+\+)?json$/i;

/**
 * Validates one part of the request with a shared valibot schema and registers it in
 * the OpenAPI document. A failure is a 400 whose message is the first field error.
 * A JSON body sent without a JSON Content-Type is refused, not read as an empty object.
 */
export function validate<S extends StandardSchemaV1, T extends keyof ValidationTargets>(
  target: T,
  schema: S,
) {
  const inner = validator(target, schema, (result) => {
    if (result.success) return;
    throw invalidInput(schema, result.error as readonly StandardSchemaV1.Issue[]);
  });
  if (target !== 'json') return inner;
  const checked: MiddlewareHandler = async (c, next) => {
    const media = (c.req.header('content-type') ?? '').split(';')[0].trim();
    if (!JSON_MEDIA.test(media)) throw new ApiError(400, MESSAGES.invalidJson);
    const body = await c.req.json().catch(() => undefined);
    refuseListForObject(schema, body);
    return inner(c, next);
  };
  // Keeps the OpenAPI marker, so the schema still appears in /api/openapi.json.
  const marker = (inner as unknown as Record<symbol, unknown>)[uniqueSymbol];
  return Object.assign(checked, { [uniqueSymbol]: marker }) as unknown as typeof inner;
}
