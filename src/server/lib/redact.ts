/**
 * Secrets kept out of logs and stores (ADR 141): the places where a URL carries a secret, so the
 * request log, every log line and the idempotency store can recognise them. A path segment after
 * one of these prefixes is the secret; links the server writes into answers or mails use the same
 * prefixes.
 */
export const REDACTED = '[redacted]';

type SecretPath = { prefix: string; oneTime: boolean };

export const SECRET_PATHS: readonly SecretPath[] = [
  // Password reset: the API's check and the app's page the e-mail links to.
  { prefix: '/api/auth/verify-reset-token/', oneTime: true },
  { prefix: '/reset-password/', oneTime: true },
  // A data export's download link (ADR 109).
  { prefix: '/api/account/export/', oneTime: true },
  // A prescription's verify token: the API and the public page its QR code opens.
  { prefix: '/api/prescriptions/verify/', oneTime: false },
  { prefix: '/verify/', oneTime: false },
];

/**
 * Query parameters whose value is a secret: e-mail verification and change-of-address links
 * (`/verify-email?token=`), a call socket's ticket (ADR 113), the WhatsApp webhook's check.
 */
const SECRET_QUERY_NAMES = ['token', 'ticket', 'hub.verify_token'];
const ONE_TIME_QUERY_NAMES = ['token', 'ticket'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const segment = '[^/?#&\\s"\'<>]+';
const pathPattern = (paths: readonly SecretPath[]) =>
  new RegExp(`(${paths.map((p) => escapeRegExp(p.prefix)).join('|')})${segment}`, 'g');
const queryPattern = (names: readonly string[]) =>
  new RegExp(`([?&](?:${names.map(escapeRegExp).join('|')})=)${segment}`, 'gi');

const ANY_SECRET = [pathPattern(SECRET_PATHS), queryPattern(SECRET_QUERY_NAMES)];
const ONE_TIME = [
  pathPattern(SECRET_PATHS.filter((p) => p.oneTime)),
  queryPattern(ONE_TIME_QUERY_NAMES),
];

/** The text with every secret path segment and secret query value replaced by the marker. */
export function redactSecrets(text: string): string {
  let out = text;
  for (const pattern of ANY_SECRET) out = out.replace(pattern, `$1${REDACTED}`);
  return out;
}

/** Whether the text holds a one-time secret (an export link, a reset link, a call ticket). */
export function holdsOneTimeSecret(text: string): boolean {
  return ONE_TIME.some((pattern) => {
    pattern.lastIndex = 0;
    return pattern.test(text);
  });
}

/**
 * A request's path and query as the request log records them: secret segments redacted, and the
 * query by its parameter names only, since its values may be secrets or personal (a name searched
 * for) and the log needs neither.
 */
export function loggedTarget(path: string, search: string): { path: string; query?: string } {
  const params = new URLSearchParams(search);
  const names = [...params.keys()];
  const query = names.length ? names.map((name) => `${name}=${REDACTED}`).join('&') : undefined;
  return query ? { path: redactSecrets(path), query } : { path: redactSecrets(path) };
}
