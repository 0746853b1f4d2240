import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { type AppEnv, createRouter } from '#server/context';
import { ApiError, MESSAGES } from '#server/lib/errors';
import { ok } from '#server/lib/http';
import { validate } from '#server/lib/validate';
import { normalizePhone } from '#shared/domain/phone-number';
import { InboundMessageSchema, isStopWord } from '#shared/schemas/outgoing-message';
import { stopMessages } from './notification-preferences.service';
import { twilioSignatureValid } from './twilio-signature';
import { incomingTexts, metaSignatureValid } from './whatsapp-webhook';

/**
 * /messages/inbound: the providers' posts of replies (ADR 103). Each is signed (Twilio, Meta) or
 * carries the webhook's token; a STOP turns that channel off for the number's accounts.
 */
export const inboundMessageRoutes = createRouter();

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

inboundMessageRoutes.post(
  '/twilio',
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

inboundMessageRoutes.post(
  '/',
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

inboundMessageRoutes.get(
  '/whatsapp',
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

inboundMessageRoutes.post(
  '/whatsapp',
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
