import { createHmac } from 'node:crypto';
import type { CallIceServer } from '#shared/schemas/call';

/** STUN and TURN as the environment gives them (ADR 113). */
export type IceConfig = { stunUrls: string[]; turnUrls: string[]; turnSecret?: string };

/**
 * coturn's `use-auth-secret` (TURN REST) credentials: username `{unix expiry}:{userId}`,
 * credential base64(HMAC-SHA1(secret, username)). They expire at `expiresAt`, the moment the
 * room closes (ADR 142): coturn refuses an allocation, or its refresh, after that.
 */
export function turnCredentials(secret: string, userId: string, expiresAt: Date) {
  const username = `${Math.ceil(expiresAt.getTime() / 1000)}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/**
 * The `iceServers` of CallInfo: none without settings; STUN as set; TURN only with its secret
 * and a `turnUntil`, which the caller gives only while the room is open (ADR 142).
 */
export function iceServersFor(
  config: IceConfig,
  userId: string,
  turnUntil: Date | undefined,
): CallIceServer[] {
  const servers: CallIceServer[] = [];
  if (config.stunUrls.length) servers.push({ urls: config.stunUrls });
  if (config.turnUrls.length && config.turnSecret && turnUntil) {
    servers.push({
      urls: config.turnUrls,
      ...turnCredentials(config.turnSecret, userId, turnUntil),
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
