import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Next } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { notFound } from './errors';

/** The success envelope of ADR 082. */
export function ok<T>(
  c: Context,
  data: T,
  options: { message?: string; status?: ContentfulStatusCode } = {},
) {
  return c.json(
    options.message === undefined
      ? { success: true as const, data }
      : { success: true as const, data, message: options.message },
    options.status ?? 200,
  );
}

export function created<T>(c: Context, data: T, message?: string) {
  return ok(c, data, { message, status: 201 });
}

/**
 * For `/:id` routes that share a prefix with fixed paths another router may add (such as
 * /doctors/profile): a segment that is not an id goes on to later routes; if none answers,
 * the 404 names the thing, e.g. 'Doctor not found'.
 */
export async function passToLaterRoutes(c: Context, next: Next, thing: string) {
  await next();
  const answer =
    c.res.status === 404
      ? await c.res
          .clone()
          .json()
          .then((body) => body as { message?: unknown })
          .catch(() => null)
      : null;
  if (answer?.message === 'Not found') throw notFound(thing);
}

/**
 * The socket's peer. A dual-stack socket reports IPv4 callers as ::ffff:a.b.c.d; one caller is
 * one address, so the prefix goes. Undefined where there is no socket (app.request() in tests
 * that pass none, or a runtime that drops the Node bindings).
 */
function socketAddress(c: Context): string | undefined {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
  if (!address) return undefined;
  return address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * The client's address: the socket's peer, or behind TRUST_PROXY load balancers the address the
 * outermost trusted one saw. Each proxy appends the address it was reached from, so only the
 * last TRUST_PROXY entries of X-Forwarded-For are trustworthy; anything left of them is the
 * client's to invent.
 */
export function clientIp(c: Context): string {
  const trusted: number = c.get('deps')?.env.trustProxy ?? 0;
  if (trusted > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const address = hops[hops.length - trusted];
    if (address) return address;
  }
  return socketAddress(c) ?? 'unknown';
}

/**
 * A request whose socket peer is a loopback address and that no proxy forwarded. Only the
 * socket is trusted; a Forwarded or X-Forwarded-For header means a proxy on this machine is
 * relaying someone else's request, so it does not count as local.
 */
export function isFromThisMachine(c: Context): boolean {
  if (c.req.header('forwarded') || c.req.header('x-forwarded-for')) return false;
  const address = socketAddress(c);
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address ?? '');
}
