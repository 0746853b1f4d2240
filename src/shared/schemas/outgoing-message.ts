import * as v from 'valibot';
import { type Page, queryNumber } from './common';

/** The SMS and WhatsApp messages the server sends (issue 18), as the API shows them. */
export const MESSAGE_CHANNELS = ['sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'kept'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const ADMIN_MESSAGES_PAGE_SIZE = 20;

export const MESSAGE_MSG = {
  status: 'Status must be all, queued, sending, sent, failed or kept',
} as const;

/** GET /admin/messages?status=failed&page=1&limit=20 */
export const AdminMessagesQuerySchema = v.object({
  status: v.optional(v.picklist(['all', ...MESSAGE_STATUSES], MESSAGE_MSG.status), 'all'),
  page: v.optional(queryNumber('page', 1, 1_000_000), '1'),
  limit: v.optional(queryNumber('limit', 1, 100), String(ADMIN_MESSAGES_PAGE_SIZE)),
});
export type AdminMessagesQuery = v.InferOutput<typeof AdminMessagesQuerySchema>;

/** One message of GET /dev/messages: the local outbox of the offline demo. */
export type KeptMessage = {
  channel: MessageChannel;
  to: string;
  text: string;
  /** The WhatsApp template's name, or null for plain text. */
  template: string | null;
  status: MessageStatus;
  createdAt: string;
};

/** One message of GET /admin/messages; times are ISO UTC. */
export type AdminMessage = {
  id: string;
  channel: MessageChannel;
  to: string;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};

export type AdminMessagePage = Page<'messages', AdminMessage>;

export const INBOUND_TEXT_MAX = 1600;

/** POST /messages/inbound: a reply the generic webhook passes on. */
export const InboundMessageSchema = v.object({
  from: v.pipe(
    v.string('The sender must be a phone number'),
    v.maxLength(40, 'The sender must be a phone number'),
  ),
  text: v.pipe(
    v.string('The message must be text'),
    v.maxLength(INBOUND_TEXT_MAX, `The message must be at most ${INBOUND_TEXT_MAX} characters`),
  ),
  channel: v.optional(v.picklist(MESSAGE_CHANNELS, 'The channel must be sms or whatsapp'), 'sms'),
});
export type InboundMessage = v.InferOutput<typeof InboundMessageSchema>;

/** Replies that stop messages: the carriers' usual words, and Urdu's "stop". */
export const STOP_WORDS = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'رکیں',
  'بند',
];

export const isStopWord = (text: string) =>
  STOP_WORDS.includes(
    text
      .trim()
      .replace(/[.!]+$/, '')
      .toUpperCase(),
  );
