import { FetchError, ofetch } from 'ofetch';
import { etagKey, knownEtag, rememberEtag } from './etag-store';
import { i18n, msg } from './i18n';
import { announceMaintenance } from './maintenance';
import { useSession } from './session';

export const NETWORK_ERROR = msg('Network error. Please check your connection.');
export const PENDING_DEFAULT = 'Your account is pending verification';

type ErrorBody = {
  success?: false;
  message?: string;
  code?: string;
  errors?: { path: string; message: string }[];
  pendingVerification?: boolean;
  user?: unknown;
  [key: string]: unknown;
};

/** Every failed call rejects with this, shaped by the transport rules of ADR 078. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** Undefined when no response arrived (offline, DNS, refused). */
    readonly status?: number,
    readonly body?: ErrorBody,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get isNetworkError() {
    return this.status === undefined;
  }
  get pendingVerification() {
    return Boolean(this.body?.pendingVerification);
  }
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const $fetch = ofetch.create({ baseURL: '/api', retry: 0 });

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as Idempotency-Key; mutations get a fresh one when none is given. */
  idempotencyKey?: string;
  /** A token to use instead of the stored one (the sync queue sends with the current token). */
  token?: string | null;
  signal?: AbortSignal;
};

export type ApiResult<T> = { data: T; message?: string };

/** The one API client: adds the token and an Idempotency-Key, and applies ADR 078 in one place. */
export async function apiRequest<T>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  const method = options.method ?? 'GET';
  const token = options.token === undefined ? useSession.getState().token : options.token;
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  // Mails and pages the server writes for this request come in the app's language (ADR 148).
  if (i18n.locale === 'en' || i18n.locale === 'ur') headers['Accept-Language'] = i18n.locale;
  if (MUTATIONS.has(method))
    headers['Idempotency-Key'] = options.idempotencyKey ?? crypto.randomUUID();
  const query = options.query
    ? Object.fromEntries(
        Object.entries(options.query).filter(([, v]) => v !== undefined && v !== ''),
      )
    : undefined;
  const cacheKey = method === 'GET' ? etagKey(path, query, token ?? '') : undefined;
  const known = cacheKey ? knownEtag(cacheKey) : undefined;
  if (known) headers['If-None-Match'] = known.etag;
  try {
    const response = await $fetch.raw<{ data: T; message?: string }>(path, {
      method,
      headers,
      query,
      body: options.body as BodyInit | Record<string, unknown> | undefined,
      signal: options.signal,
    });
    // 304: the answer we hold is still the server's answer.
    const envelope =
      response.status === 304 && known ? (known.envelope as typeof response._data) : response._data;
    const etag = response.headers.get('ETag');
    if (cacheKey && etag && response.status === 200) rememberEtag(cacheKey, etag, envelope);
    return { data: envelope?.data as T, message: envelope?.message };
  } catch (error) {
    throw toApiError(error, Boolean(token));
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }).then((r) => r.data),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<ApiOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** ADR 078's transport rules, in order. Exported for the unit tests. */
export function toApiError(error: unknown, hadToken: boolean): ApiError {
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  const response = error instanceof FetchError ? error.response : undefined;
  if (!response) return new ApiError(NETWORK_ERROR);
  const status = response.status;
  const body = (error as FetchError).data as ErrorBody | string | undefined;
  const parsed: ErrorBody | undefined = body && typeof body === 'object' ? body : undefined;
  const retryAfter = Number(response.headers.get('Retry-After'));
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
  if (status === 401) {
    // A wrong password on the sign-in form is a 401 too; only a held session is cleared.
    if (hadToken) {
      useSession.getState().clear();
      // Heard by the router (lib/unauthorized.ts), which goes to /sign-in.
      if (typeof window !== 'undefined') window.dispatchEvent(new Event('mashwara:unauthorized'));
    }
    return new ApiError(parsed?.message ?? 'Authentication required', status, parsed);
  }
  if (status === 503 && parsed?.code === 'MAINTENANCE') announceMaintenance(true);
  if (status === 403 && parsed?.pendingVerification) {
    return new ApiError(parsed.message || PENDING_DEFAULT, status, parsed);
  }
  if (status === 400 && parsed?.message) return new ApiError(parsed.message, status, parsed);
  const message =
    parsed?.message ??
    (typeof body === 'string' && body.length > 0 && body.length < 300
      ? body
      : `Request failed (${status})`);
  return new ApiError(message, status, parsed, retryAfterSeconds);
}

/** The message to show: the server's when there is one, else the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return error.message;
    if (error.body?.message) return error.body.message;
  }
  return fallback;
}

/**
 * A file the API answers instead of the envelope (a CSV export), with the name the server gives
 * in Content-Disposition. Failures follow the same rules as every other call.
 */
export async function apiDownload(
  path: string,
  query: ApiOptions['query'] = {},
): Promise<{ blob: Blob; fileName: string }> {
  const token = useSession.getState().token;
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const cleaned = Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
  );
  try {
    const response = await $fetch.raw(path, { headers, query: cleaned, responseType: 'blob' });
    const disposition = response.headers.get('Content-Disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.csv';
    return { blob: response._data as Blob, fileName };
  } catch (error) {
    throw toApiError(error, Boolean(token));
  }
}
