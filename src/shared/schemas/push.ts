import * as v from 'valibot';

/** The longest push endpoint taken; the push services' own run to a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 2048;

export const PUSH_MSG = {
  endpoint: 'The push endpoint must be an https:// address',
  p256dh: 'The subscription key p256dh must be a P-256 public key in base64url',
  auth: 'The subscription secret auth must be 16 bytes in base64url',
  keys: 'A push subscription needs its keys p256dh and auth',
  expirationTime: 'expirationTime must be a time in milliseconds or null',
  body: 'Send the push subscription as the browser gives it: endpoint and keys',
} as const;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Unpadded base64url of `bytes` bytes is exactly this many characters. */
const base64urlOf = (bytes: number, message: string) =>
  v.pipe(
    v.string(message),
    v.regex(BASE64URL, message),
    v.length(Math.ceil((bytes * 4) / 3), message),
  );

/**
 * POST /push/subscriptions: a PushSubscription's JSON (`subscription.toJSON()`), as the browser
 * gives it. The endpoint's scheme is checked by the server, which knows whether it runs in
 * production (ADR 104). The p256dh key is an uncompressed point, so it starts with 0x04 ("B").
 */
export const PushSubscriptionInput = v.object(
  {
    endpoint: v.pipe(
      v.string(PUSH_MSG.endpoint),
      v.maxLength(PUSH_ENDPOINT_MAX, PUSH_MSG.endpoint),
      v.url(PUSH_MSG.endpoint),
    ),
    expirationTime: v.optional(
      v.nullable(v.pipe(v.number(PUSH_MSG.expirationTime), v.integer(PUSH_MSG.expirationTime))),
    ),
    keys: v.object(
      {
        p256dh: v.pipe(base64urlOf(65, PUSH_MSG.p256dh), v.startsWith('B', PUSH_MSG.p256dh)),
        auth: base64urlOf(16, PUSH_MSG.auth),
      },
      PUSH_MSG.keys,
    ),
  },
  PUSH_MSG.body,
);
export type PushSubscriptionInput = v.InferOutput<typeof PushSubscriptionInput>;

/** What the server keeps of a device's subscription and answers. */
export type PushSubscriptionView = { id: string; endpoint: string; createdAt: string };

/** What a push carries, and all it carries: the notification's kind and an id (ADR 104). */
export type PushMessage = { kind: string; id: string };
