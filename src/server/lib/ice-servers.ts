import { createHmac } from 'node:crypto';
import type { CallIceServer } from '#shared/schemas/call';

/** STUN and TURN as the environment gives them (ADR 113). */
export type IceConfig = { stunUrls: string[]; turnUrls: string[]; turnSecret?: string };

/** TURN credentials never outlive a day from when they were handed out. */
export const TURN_CREDENTIAL_MAX_SECONDS = 24 * 60 * 60;

/**
 * coturn's `use-auth-secret` (TURN REST) credentials: username `{unix expiry}:{userId}`,
 * credential base64(HMAC-SHA1(secret, username)). They expire when the room closes, and never
 * more than 24 hours after `now`.
 */
export function turnCredentials(secret: string, userId: string, now: Date, closesAt: Date) {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const expiry = Math.min(
    Math.ceil(closesAt.getTime() / 1000),
    nowSeconds + TURN_CREDENTIAL_MAX_SECONDS,
  );
  const username = `${expiry}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** The `iceServers` of CallInfo: none without settings; TURN only with its secret. */
export function iceServersFor(
  config: IceConfig,
  userId: string,
  now: Date,
  closesAt: Date,
): CallIceServer[] {
  const servers: CallIceServer[] = [];
  if (config.stunUrls.length) servers.push({ urls: config.stunUrls });
  if (config.turnUrls.length && config.turnSecret) {
    servers.push({
      urls: config.turnUrls,
      ...turnCredentials(config.turnSecret, userId, now, closesAt),
    });
  }
  return servers;
}

const ICE_URL = /^(stun|stuns|turn|turns):[^\s,]+$/;

/** A comma-separated list of ICE URLs, or the first bad entry. */
export function parseIceUrls(
  value: string | undefined,
  schemes: readonly string[],
): string[] | { bad: string } {
  if (!value) return [];
  const urls = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = urls.find((u) => !ICE_URL.test(u) || !schemes.includes(u.split(':')[0]!));
  return bad ? { bad } : urls;
}
