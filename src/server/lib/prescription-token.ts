import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The verify token of one prescription version (ADR 097): a random id (128 bits, so it cannot be
 * guessed) and an HMAC of it under the server's secret (so it cannot be made up without the
 * secret, and a mistyped token is refused before the database is asked). Only the id is stored.
 */
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const SIGNATURE_LENGTH = 22;

export const newTokenId = () => randomBytes(16).toString('base64url');

const signatureOf = (secret: string, id: string) =>
  createHmac('sha256', secret)
    .update(`prescription:${id}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH);

export const signToken = (secret: string, id: string) => `${id}.${signatureOf(secret, id)}`;

/** The id a well-formed token carries when its signature holds; null for anything else. */
export function readToken(secret: string, token: string): string | null {
  const [id, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !signature || !ID_PATTERN.test(id)) return null;
  const expected = Buffer.from(signatureOf(secret, id));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
