import type * as v from 'valibot';
import { msg } from '#app/lib/i18n';
import { oneOf, pageParam, searchParams } from '#app/lib/search-params';
import type { MessageStatus } from '#shared/schemas/outgoing-message';

export type StatusFilter = MessageStatus | 'all';

export const STATUS_LABEL: Record<StatusFilter, string> = {
  failed: msg('Failed'),
  queued: msg('Queued'),
  sending: msg('Sending'),
  sent: msg('Sent'),
  kept: msg('Kept locally'),
  all: msg('All statuses'),
};

export const STATUS_OPTIONS = (['failed', 'queued', 'sending', 'sent', 'kept', 'all'] as const).map(
  (value) => ({ value, label: STATUS_LABEL[value] }),
);

/** /admin/messages?status=…&page=…: failed messages unless another status is chosen. */
export const MessageFiltersSchema = searchParams({
  status: oneOf(STATUS_OPTIONS),
  page: pageParam,
});
export type MessageFilters = v.InferOutput<typeof MessageFiltersSchema>;
