import type { MessagingConfig } from './messaging-url';

/** One SMS or WhatsApp message as a transport sends it (ADR 103). */
export type Outgoing = {
  channel: 'sms' | 'whatsapp';
  /** E.164. */
  to: string;
  text: string;
  /** The approved WhatsApp template and its body parameters, in order. */
  template: string | null;
  templateParams: string[];
  language: string;
};

/** A provider's refusal (any answer but 2xx), a timeout or a network failure: worth retrying. */
export class SendError extends Error {}

export const SEND_TIMEOUT_MS = 10_000;

/** Whether the transport can carry a channel: the WhatsApp Cloud API sends no SMS. */
export const carries = (config: MessagingConfig, channel: Outgoing['channel']) =>
  config.kind !== 'whatsapp-cloud' || channel === 'whatsapp';

type Request = { url: string; headers: Record<string, string>; body: string };

function request(config: MessagingConfig, m: Outgoing): Request {
  if (config.kind === 'twilio') {
    const address = (n: string) => (m.channel === 'whatsapp' ? `whatsapp:${n}` : n);
    const from = m.channel === 'whatsapp' ? config.whatsappFrom : config.from;
    const basic = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
    return {
      url: `${config.api}/2010-04-01/Accounts/${config.accountSid}/Messages.json`,
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        To: address(m.to),
        From: address(from),
        Body: m.text,
      }).toString(),
    };
  }
  if (config.kind === 'whatsapp-cloud') {
    // Business-initiated WhatsApp messages must be approved templates.
    return {
      url: `${config.api}/${config.version}/${config.phoneNumberId}/messages`,
      headers: {
        authorization: `Bearer ${config.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: m.to.replace(/^\+/, ''),
        type: 'template',
        template: {
          name: m.template,
          language: { code: m.language },
          components: [
            { type: 'body', parameters: m.templateParams.map((text) => ({ type: 'text', text })) },
          ],
        },
      }),
    };
  }
  return {
    url: config.url,
    headers: {
      'content-type': 'application/json',
      ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
    },
    body: JSON.stringify({
      to: m.to,
      text: m.text,
      template: m.template,
      templateParams: m.templateParams,
      language: m.language,
      channel: m.channel,
    }),
  };
}

/** The provider's id of the message in its answer, when it gives one. */
function providerIdOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const a = answer as { sid?: unknown; id?: unknown; messages?: { id?: unknown }[] };
  const id = a.sid ?? a.messages?.[0]?.id ?? a.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/** Sends one message through the configured provider; throws SendError when it is not taken. */
export async function sendThrough(
  config: MessagingConfig,
  message: Outgoing,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<{ providerId: string | null }> {
  const { url, headers, body } = request(config, message);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new SendError(timedOut ? `No answer within ${timeoutMs / 1000} s` : String(error));
  }
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new SendError(`${config.kind} answered ${res.status}: ${text.slice(0, 300)}`);
  let answer: unknown = null;
  try {
    answer = JSON.parse(text);
  } catch {
    // A webhook may answer with no body.
  }
  return { providerId: providerIdOf(answer) };
}
