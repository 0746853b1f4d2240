import { loadRecords } from '#app/components/records/records-load';
import { ApiError, api, errorMessage } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import {
  ADMIN_MESSAGES_PAGE_SIZE,
  type AdminMessagePage,
  type KeptMessage,
} from '#shared/schemas/outgoing-message';
import type { MessageFilters } from '../filters';

/** One mail of GET /dev/outbox: the mail kept locally when no SMTP_URL is set (ADR 011). */
export type KeptMail = { to: string; subject: string; text: string; sentAt: string };

export const MESSAGES_FAILED = msg('Failed to load messages');
export const OUTBOX_FAILED = msg('Failed to load the local outbox');

/** /admin/messages: the SMS and WhatsApp messages of one status, newest first, a page at a time. */
export const loadMessages = (filters: MessageFilters, signal: AbortSignal) =>
  loadRecords(async () => {
    const query = {
      status: filters.status ?? 'failed',
      page: filters.page ?? 1,
      limit: ADMIN_MESSAGES_PAGE_SIZE,
    };
    const { messages: rows, ...paging } = await api.get<AdminMessagePage>('/admin/messages', {
      query,
      signal,
    });
    return { rows, paging };
  }, MESSAGES_FAILED);

export type OutboxLoad =
  | { state: 'shown'; mail: KeptMail[]; messages: KeptMessage[] }
  /** Production: the server answers 404 and keeps no outbox. */
  | { state: 'off' }
  | { state: 'failed'; message: string };

const isOff = (error: unknown) => error instanceof ApiError && error.status === 404;

/** /admin/outbox: the mail and the SMS and WhatsApp messages kept on the server for the demo. */
export async function loadOutbox(signal?: AbortSignal): Promise<OutboxLoad> {
  try {
    const [mail, messages] = await Promise.all([
      api.get<KeptMail[]>('/dev/outbox', { signal }),
      api.get<KeptMessage[]>('/dev/messages', { signal }),
    ]);
    return { state: 'shown', mail: mail ?? [], messages: messages ?? [] };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (isOff(error)) return { state: 'off' };
    return { state: 'failed', message: errorMessage(error, OUTBOX_FAILED) };
  }
}

/**
 * Whether this server keeps a local outbox: it answers the administrator outside production and
 * 404 in production (ADR 105), so the answer itself is the flag and no setting says it twice.
 */
export async function outboxAvailable(signal?: AbortSignal): Promise<boolean> {
  try {
    await api.get<KeptMessage[]>('/dev/messages', { signal });
    return true;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return false;
  }
}
