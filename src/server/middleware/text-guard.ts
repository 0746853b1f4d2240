import { createMiddleware } from 'hono/factory';
import { isSafeText } from '#shared/domain/text';
import { TEXT_MSG } from '#shared/schemas/common';
import type { AppEnv } from '../context';
import { ApiError, type FieldError } from '../lib/errors';

/** Deeper than any body the API takes; deeper ones would only exhaust the validator's stack. */
export const BODY_DEPTH_MAX = 16;
export const TOO_DEEP = 'The request body is nested too deeply';

const JSON_MEDIA = /^application\/([\w.-]+\+)?json$/i;
const FORM_MEDIA = 'application/x-www-form-urlencoded';

/**
 * The first key or string in `root` that may not be stored (NUL, other controls, lone
 * surrogates; see shared/domain/text.ts), or a nesting deeper than the limit. Walked with
 * an explicit stack, so a body of deep brackets cannot overflow the call stack.
 */
export function findUnsafeText(root: unknown, depthMax = BODY_DEPTH_MAX): FieldError | undefined {
  const stack: [unknown, string, number][] = [[root, '', 0]];
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop() as [unknown, string, number];
    if (typeof value === 'string') {
      if (!isSafeText(value, true)) return { path, message: TEXT_MSG.invalidCharacters };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= depthMax) return { path, message: TOO_DEEP };
    const entries = Array.isArray(value)
      ? value.map((item, i) => [String(i), item] as const)
      : Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      const childPath = path ? `${path}.${key}` : key;
      if (!isSafeText(key)) return { path: childPath, message: TEXT_MSG.invalidCharacters };
      stack.push([child, childPath, depth + 1]);
    }
  }
  return undefined;
}

function decodeSegment(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function bodyOf(request: Request): Promise<unknown> {
  if (!request.body) return undefined;
  const media = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (JSON_MEDIA.test(media)) {
    try {
      return JSON.parse(await request.clone().text());
    } catch {
      return undefined; // the route's validator answers "not valid JSON"
    }
  }
  if (media === FORM_MEDIA) {
    return Object.fromEntries(new URLSearchParams(await request.clone().text()));
  }
  return undefined; // uploads are checked as images
}

/**
 * Issue 11: text that PostgreSQL cannot store (NUL, broken UTF-16) and invisible control
 * characters are refused before any route sees them, in the path, the query string and the
 * body, so no route (present or future) can reach a 500 or store them. The shared schemas
 * say the same in each field's own words for the forms, and refuse line breaks in one-line
 * fields.
 */
export const textGuard = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  if (!url.pathname.split('/').every((segment) => isSafeText(decodeSegment(segment)))) {
    throw new ApiError(404, 'Not found');
  }
  const errors: FieldError[] = [];
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (!isSafeText(key) || !values.every((value) => isSafeText(value))) {
      errors.push({ path: key, message: TEXT_MSG.invalidCharacters });
    }
  }
  const found = findUnsafeText(await bodyOf(c.req.raw));
  if (found) errors.push(found);
  if (errors.length > 0) throw new ApiError(400, errors[0].message, { errors });
  await next();
});
