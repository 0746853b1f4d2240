import { sign, verify } from 'hono/jwt';

const JWT_ALG = 'HS256';

/** What a session's bearer token carries; the session row decides whether it still counts. */
export type SessionClaims = { sub: string; sid: string; role: string; iat: number; exp: number };

export const signSessionToken = (claims: SessionClaims, secret: string) =>
  sign(claims, secret, JWT_ALG);

/**
 * The claims, if the signature holds. Expiry is left to the caller, who checks it against the
 * server's clock (deps.now) rather than the library's, so that a moved clock and the session
 * row agree.
 */
export const readSessionToken = (token: string, secret: string) =>
  verify(token, secret, { alg: JWT_ALG, exp: false, iat: false });
