import { loadRecords } from '#app/components/records/records-load';
import { api } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import type { ContactMessagesPage } from '#shared/schemas/contact-message';
import type { ContactMessagesSearch } from '../filters';

export const CONTACT_MESSAGES_FAILED = msg('Failed to load contact messages');

/** GET /admin/contact-messages: the contact page's messages, newest first (ADR 144). */
export const loadContactMessages = (search: ContactMessagesSearch, signal: AbortSignal) =>
  loadRecords(async () => {
    const { messages: rows, ...paging } = await api.get<ContactMessagesPage>(
      '/admin/contact-messages',
      { query: { page: search.page ?? 1 }, signal },
    );
    return { rows, paging };
  }, CONTACT_MESSAGES_FAILED);
