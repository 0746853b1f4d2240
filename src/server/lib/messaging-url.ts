/**
 * MESSAGING_URL, the one outgoing channel for SMS and WhatsApp (ADR 103), read like SMTP_URL:
 *
 * - `twilio://ACCOUNT_SID:AUTH_TOKEN@FROM_NUMBER` Twilio's Messages API: SMS from FROM_NUMBER,
 *   WhatsApp from `?whatsappFrom=` (default FROM_NUMBER) as `whatsapp:` addresses;
 * - `whatsapp://PHONE_NUMBER_ID:ACCESS_TOKEN@graph.facebook.com` the WhatsApp Business Cloud API,
 *   approved templates only (`?version=` the Graph API version; `?appSecret=&verifyToken=` for
 *   its incoming-message webhook); SMS cannot go this way;
 * - `https://[TOKEN@]host/path` a generic webhook: a JSON post of {to, text, template, channel},
 *   with `Authorization: Bearer TOKEN` when a token is given.
 *
 * `?api=http://127.0.0.1:PORT` replaces a provider's base URL (a local stub in tests).
 */
export type MessagingConfig =
  | {
      kind: 'twilio';
      accountSid: string;
      authToken: string;
      from: string;
      whatsappFrom: string;
      api: string;
    }
  | {
      kind: 'whatsapp-cloud';
      phoneNumberId: string;
      accessToken: string;
      api: string;
      version: string;
      /** Meta signs its webhook posts with the app secret; without it replies are not taken. */
      appSecret: string | null;
      /** What Meta's webhook set-up sends back as hub.verify_token. */
      verifyToken: string | null;
    }
  | { kind: 'webhook'; url: string; token: string | null };

export const TWILIO_API = 'https://api.twilio.com';
export const GRAPH_API = 'https://graph.facebook.com';
export const GRAPH_VERSION = 'v21.0';

const E164 = /^\+[1-9]\d{6,14}$/;

export class MessagingUrlError extends Error {}

function baseUrl(value: string | null, fallback: string): string {
  if (value === null) return fallback;
  if (!/^https?:\/\/[^/]+/.test(value)) throw new MessagingUrlError('api= must be an http(s) URL');
  return value.replace(/\/$/, '');
}

/** Reads MESSAGING_URL; a malformed one throws a MessagingUrlError saying what is wrong. */
export function parseMessagingUrl(raw: string): MessagingConfig {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new MessagingUrlError('must be a twilio://, whatsapp:// or https:// URL');
  }
  const user = decodeURIComponent(url.username);
  const secret = decodeURIComponent(url.password);
  const query = url.searchParams;
  if (url.protocol === 'twilio:') {
    const from = decodeURIComponent(url.hostname);
    const whatsappFrom = query.get('whatsappFrom') ?? from;
    if (!/^AC\w+$/.test(user) || !secret)
      throw new MessagingUrlError('twilio:// needs ACCOUNT_SID:AUTH_TOKEN@FROM_NUMBER');
    if (!E164.test(from) || !E164.test(whatsappFrom))
      throw new MessagingUrlError('twilio:// needs the sending numbers in E.164 (+923001234567)');
    return {
      kind: 'twilio',
      accountSid: user,
      authToken: secret,
      from,
      whatsappFrom,
      api: baseUrl(query.get('api'), TWILIO_API),
    };
  }
  if (url.protocol === 'whatsapp:') {
    if (!/^\d+$/.test(user) || !secret)
      throw new MessagingUrlError(
        'whatsapp:// needs PHONE_NUMBER_ID:ACCESS_TOKEN@graph.facebook.com',
      );
    const version = query.get('version') ?? GRAPH_VERSION;
    if (!/^v\d+\.\d+$/.test(version)) throw new MessagingUrlError('version= must read like v21.0');
    return {
      kind: 'whatsapp-cloud',
      phoneNumberId: user,
      accessToken: secret,
      api: baseUrl(query.get('api'), url.hostname ? `https://${url.host}` : GRAPH_API),
      version,
      appSecret: query.get('appSecret'),
      verifyToken: query.get('verifyToken'),
    };
  }
  if (url.protocol === 'https:' || url.protocol === 'http:') {
    const target = new URL(url);
    target.username = '';
    target.password = '';
    return { kind: 'webhook', url: target.toString(), token: user || null };
  }
  throw new MessagingUrlError('must be a twilio://, whatsapp:// or https:// URL');
}

/** The transport's name as outgoing_messages keeps it: `outbox` when nothing is configured. */
export const transportName = (config: MessagingConfig | undefined) => config?.kind ?? 'outbox';

/** Said at start-up: where SMS and WhatsApp go, and where the local outbox is read. */
export function messagingNotice(config: MessagingConfig | undefined, nodeEnv: string): string {
  if (config) {
    const where = config.kind === 'webhook' ? new URL(config.url).host : config.kind;
    return `SMS and WhatsApp go through ${where} (MESSAGING_URL), while the administrator's SMS Notifications setting is on.`;
  }
  if (nodeEnv === 'production')
    return 'SMS and WhatsApp are not sent (no MESSAGING_URL); GET /api/dev/messages is off (production).';
  return 'SMS and WhatsApp are not sent (no MESSAGING_URL): they are kept in a local outbox, GET /api/dev/messages, for the administrator and requests from this machine.';
}
