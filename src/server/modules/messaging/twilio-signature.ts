import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's webhook signature: HMAC-SHA1, keyed with the auth token, of the URL Twilio called
 * followed by each POST field's name and value sorted by name, in base64 (X-Twilio-Signature).
 */
export function twilioSignature(authToken: string, url: string, fields: Record<string, string>) {
  const data =
    url +
    Object.keys(fields)
      .sort()
      .map((k) => k + fields[k])
      .join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function twilioSignatureValid(
  authToken: string,
  url: string,
  fields: Record<string, string>,
  given: string | undefined,
): boolean {
  if (!given) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, fields));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
