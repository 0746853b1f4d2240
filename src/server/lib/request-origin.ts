/**
 * Where the browser reached the app: scheme and host. Without proxies, the request's own (its
 * socket's TLS and Host header). Behind TRUST_PROXY proxies (ADR 035) the nearest proxy's
 * X-Forwarded-Proto and X-Forwarded-Host, since the browser spoke to it; an untrusted caller's
 * headers are never read.
 */
export type Origin = { secure: boolean; host: string };

const last = (value: string | undefined) =>
  value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1);

export function requestOrigin(
  header: (name: string) => string | undefined,
  own: { secure: boolean; host: string },
  trustProxy: number,
): Origin {
  if (trustProxy > 0) {
    const proto = last(header('x-forwarded-proto'));
    const host = last(header('x-forwarded-host'));
    return {
      secure: proto ? proto.toLowerCase() === 'https' : own.secure,
      host: host ?? own.host,
    };
  }
  return own;
}

/** `https://host` of an origin, as a browser's Origin header names it. */
export const originUrl = (o: Origin) => `${o.secure ? 'https' : 'http'}://${o.host}`.toLowerCase();
