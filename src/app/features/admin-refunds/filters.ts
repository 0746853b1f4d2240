import type * as v from 'valibot';
import { msg } from '#app/lib/i18n';
import { oneOf, pageParam, searchParams } from '#app/lib/search-params';
import type { RefundStatus } from '#shared/schemas/refund';

/** `to-make`: the refunds the administrator must act on, waiting for them or failed for good. */
export type RefundFilter = RefundStatus | 'to-make' | 'all';

/** The statuses `to-make` stands for. */
export const TO_MAKE: readonly RefundStatus[] = ['manual', 'failed'];

export const REFUND_STATUS_LABEL: Record<RefundFilter, string> = {
  'to-make': msg('Waiting for the administrator or failed'),
  manual: msg('Waiting for the administrator'),
  failed: msg('Failed'),
  pending: msg('With the provider'),
  succeeded: msg('Refunded'),
  all: msg('All statuses'),
};

export const REFUND_STATUS_OPTIONS = (
  ['to-make', 'manual', 'failed', 'pending', 'succeeded', 'all'] as const
).map((value) => ({ value, label: REFUND_STATUS_LABEL[value] }));

/** /admin/refunds?status=…&page=…: the refunds to make unless another status is chosen. */
export const RefundFiltersSchema = searchParams({
  status: oneOf(REFUND_STATUS_OPTIONS),
  page: pageParam,
});
export type RefundFilters = v.InferOutput<typeof RefundFiltersSchema>;
