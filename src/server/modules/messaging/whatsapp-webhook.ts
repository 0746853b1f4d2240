import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta's webhook for the WhatsApp Cloud API (ADR 103): each post carries X-Hub-Signature-256,
 * `sha256=` and the hex HMAC-SHA256 of the raw body keyed with the app secret.
 */
export function metaSignature(appSecret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;
}

export function metaSignatureValid(appSecret: string, rawBody: string, given: string | undefined) {
  if (!given) return false;
  const expected = Buffer.from(metaSignature(appSecret, rawBody));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

type Change = {
  value?: { messages?: { from?: unknown; type?: unknown; text?: { body?: unknown } }[] };
};

/** The text messages of a webhook post as {from (digits with country code), body}. */
export function incomingTexts(payload: unknown): { from: string; body: string }[] {
  const entries = (payload as { entry?: { changes?: Change[] }[] } | null)?.entry;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry) =>
    (Array.isArray(entry?.changes) ? entry.changes : []).flatMap((change) =>
      (Array.isArray(change?.value?.messages) ? change.value.messages : []).flatMap((m) =>
        m?.type === 'text' && typeof m.from === 'string' && typeof m.text?.body === 'string'
          ? [{ from: m.from, body: m.text.body }]
          : [],
      ),
    ),
  );
}
