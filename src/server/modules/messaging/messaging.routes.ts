import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { type AppEnv, createRouter } from '#server/context';
import { userActorOf } from '#server/lib/actor';
import { ApiError, MESSAGES } from '#server/lib/errors';
import { ok } from '#server/lib/http';
import { securedDoc } from '#server/lib/route-doc';
import { validate } from '#server/lib/validate';
import { currentUser, requireAuth, requireRole } from '#server/middleware/auth';
import { devOutboxAccess } from '#server/middleware/dev-access';
import { normalizePhone } from '#shared/domain/phone-number';
import { NotificationPreferencesInput } from '#shared/schemas/notification-preferences';
import {
  AdminMessagesQuerySchema,
  InboundMessageSchema,
  isStopWord,
} from '#shared/schemas/outgoing-message';
import { listKeptMessages, listMessages } from './messages.service';
import { getPreferences, savePreferences, stopMessages } from './notification-preferences.service';
import { twilioSignatureValid } from './twilio-signature';
import { incomingTexts, metaSignatureValid } from './whatsapp-webhook';

const doc = securedDoc('Notifications');

/** GET and PUT /notification-preferences: what each channel carries, for any signed-in role. */
export const notificationPreferenceRoutes = createRouter();
notificationPreferenceRoutes.use('*', requireAuth);

notificationPreferenceRoutes.get(
  '/',
  doc(
    'What I receive by e-mail, SMS, WhatsApp and push',
    'Answers {email, sms, whatsapp, push} (each {reminders, changes, prescriptions}), language ' +
      '(en or ur), consent {sms, whatsapp} ({at, device} or null) and phone (E.164, or null ' +
      'when the account has no number SMS can reach). SMS and WhatsApp are off until turned on.',
  ),
  async (c) => ok(c, await getPreferences(c.get('deps'), userActorOf(c))),
);

notificationPreferenceRoutes.put(
  '/',
  doc(
    'Choose what I receive on each channel',
    'Every channel’s three switches, and optionally language. Turning SMS or WhatsApp on ' +
      'records consent (when, from this device) and needs a phone SMS can reach (400 otherwise); ' +
      'turning SMS off records when. The same choices sent again change nothing. Answers as GET.',
  ),
  validate('json', NotificationPreferencesInput),
  async (c) => {
    const input = c.req.valid('json');
    const saved = await savePreferences(c.get('deps'), userActorOf(c), {
      ...input,
      sessionId: currentUser(c).sessionId,
    });
    return ok(c, saved, { message: 'Notification preferences saved' });
  },
);

/** The outboxes, the administrator's list of messages, and the providers' replies (ADR 103). */
export const messagingRoutes = createRouter();

messagingRoutes.get(
  '/dev/messages',
  describeRoute({
    tags: ['Operations'],
    summary:
      'SMS and WhatsApp messages kept in the local outbox (outside production; the administrator, or a request from the server’s own machine)',
    description: 'Answers [{channel, to, text, template, status, createdAt}], newest first.',
  }),
  devOutboxAccess,
  async (c) => ok(c, await listKeptMessages(c.get('deps'))),
);

messagingRoutes.get(
  '/admin/messages',
  securedDoc('Administrator')(
    'SMS and WhatsApp messages, newest first, by status',
    'status is all (default), queued, sending, sent, failed or kept; limit defaults to 20 and is ' +
      'at most 100. Answers {messages, total, page, totalPages} with {id, channel, to, status, ' +
      'attempts, lastError, createdAt, sentAt}.',
  ),
  requireRole('admin'),
  validate('query', AdminMessagesQuerySchema),
  async (c) => ok(c, await listMessages(c.get('deps'), c.req.valid('query'))),
);

const notSigned = () =>
  new ApiError(403, 'This request is not signed by the messaging provider', {
    code: 'BAD_SIGNATURE',
  });

/** Form fields as strings; repeated or file fields are not a provider's post. */
async function formFields(c: Context<AppEnv>): Promise<Record<string, string>> {
  const body = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The number a reply came from, and the channel (Twilio writes WhatsApp's as whatsapp:+92…). */
function sender(from: string): { phone: string | null; channel: 'sms' | 'whatsapp' } {
  const whatsapp = from.startsWith('whatsapp:');
  return {
    phone: normalizePhone(whatsapp ? from.slice('whatsapp:'.length) : from),
    channel: whatsapp ? 'whatsapp' : 'sms',
  };
}

messagingRoutes.post(
  '/messages/inbound/twilio',
  describeRoute({
    tags: ['Notifications'],
    summary: 'Twilio’s incoming-message webhook: a STOP reply turns SMS (or WhatsApp) off',
    description:
      'Form fields From and Body, signed with X-Twilio-Signature over APP_URL/api/messages/inbound/twilio ' +
      'and the auth token of MESSAGING_URL; unsigned or badly signed: 403. Answers TwiML.',
  }),
  async (c) => {
    const deps = c.get('deps');
    const config = deps.env.messaging;
    const fields = await formFields(c);
    const url = `${deps.env.appUrl}/api/messages/inbound/twilio`;
    if (
      config?.kind !== 'twilio' ||
      !twilioSignatureValid(config.authToken, url, fields, c.req.header('x-twilio-signature'))
    )
      throw notSigned();
    const { phone, channel } = sender(fields.From ?? '');
    if (!phone) throw new ApiError(400, 'The sender must be a phone number');
    if (isStopWord(fields.Body ?? '')) {
      const stopped = await stopMessages(deps, phone, channel);
      deps.log.info('messages stopped by reply', { channel, accounts: stopped });
    }
    // Twilio confirms a STOP itself; an empty TwiML answer sends nothing more.
    return c.body('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', 200, {
      'content-type': 'text/xml; charset=utf-8',
    });
  },
);

messagingRoutes.post(
  '/messages/inbound',
  describeRoute({
    tags: ['Notifications'],
    summary: 'The generic webhook’s incoming message: a STOP reply turns SMS (or WhatsApp) off',
    description:
      'JSON {from, text, channel?}, with Authorization: Bearer and the token of MESSAGING_URL ' +
      '(https://TOKEN@host/…); otherwise 403. Answers {stopped}: how many accounts it reached.',
  }),
  async (c, next) => {
    const config = c.get('deps').env.messaging;
    const token = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (config?.kind !== 'webhook' || !config.token || !tokensMatch(token, config.token))
      throw notSigned();
    await next();
  },
  validate('json', InboundMessageSchema),
  async (c) => {
    const deps = c.get('deps');
    const input = c.req.valid('json');
    const phone = normalizePhone(input.from);
    if (!phone) throw new ApiError(400, 'The sender must be a phone number');
    const stopped = isStopWord(input.text) ? await stopMessages(deps, phone, input.channel) : 0;
    return ok(c, { stopped });
  },
);

messagingRoutes.get(
  '/messages/inbound/whatsapp',
  describeRoute({
    tags: ['Notifications'],
    summary: 'Meta’s check of the WhatsApp Cloud webhook',
    description:
      'hub.mode=subscribe with hub.verify_token equal to verifyToken= of MESSAGING_URL answers ' +
      'hub.challenge as text; anything else: 403.',
  }),
  (c) => {
    const config = c.get('deps').env.messaging;
    const q = c.req.query();
    const expected = config?.kind === 'whatsapp-cloud' ? config.verifyToken : null;
    if (!expected || q['hub.mode'] !== 'subscribe' || !tokensMatch(q['hub.verify_token'], expected))
      throw notSigned();
    return c.text(q['hub.challenge'] ?? '');
  },
);

messagingRoutes.post(
  '/messages/inbound/whatsapp',
  describeRoute({
    tags: ['Notifications'],
    summary: 'The WhatsApp Cloud API’s incoming-message webhook: a STOP reply turns WhatsApp off',
    description:
      'Meta’s JSON post, signed with X-Hub-Signature-256 (HMAC-SHA256 of the body with appSecret= ' +
      'of MESSAGING_URL); unsigned or badly signed: 403. Answers {stopped}.',
  }),
  async (c) => {
    const deps = c.get('deps');
    const config = deps.env.messaging;
    const raw = await c.req.text();
    const secret = config?.kind === 'whatsapp-cloud' ? config.appSecret : null;
    if (!secret || !metaSignatureValid(secret, raw, c.req.header('x-hub-signature-256')))
      throw notSigned();
    let payload: unknown;
    try {
      payload = JSON.parse(raw);
    } catch {
      throw new ApiError(400, MESSAGES.invalidJson);
    }
    let stopped = 0;
    for (const text of incomingTexts(payload)) {
      const phone = normalizePhone(`+${text.from}`);
      if (phone && isStopWord(text.body)) stopped += await stopMessages(deps, phone, 'whatsapp');
    }
    return ok(c, { stopped });
  },
);

function tokensMatch(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
