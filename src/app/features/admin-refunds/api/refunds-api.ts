import { loadRecords } from '#app/components/records/records-load';
import { api } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import type { AdminRefund, RefundStatus } from '#shared/schemas/refund';
import { type RefundFilters, TO_MAKE } from '../filters';

export const REFUNDS_FAILED = msg('Failed to load refunds');

const list = (status: RefundStatus | undefined, signal: AbortSignal) =>
  api.get<AdminRefund[]>('/admin/refunds', { query: status ? { status } : undefined, signal });

const newestFirst = (a: AdminRefund, b: AdminRefund) => b.createdAt.localeCompare(a.createdAt);

/**
 * /admin/refunds: the refunds of one status, or (the default) those waiting for the administrator
 * and those that failed for good, newest first.
 */
export const loadRefunds = (filters: RefundFilters, signal: AbortSignal) =>
  loadRecords(async () => {
    const status = filters.status ?? 'to-make';
    if (status === 'all') return { rows: await list(undefined, signal) };
    if (status !== 'to-make') return { rows: await list(status, signal) };
    const lists = await Promise.all(TO_MAKE.map((s) => list(s, signal)));
    return { rows: lists.flat().sort(newestFirst) };
  }, REFUNDS_FAILED);

/** POST /admin/refunds/{id}/mark-refunded: the administrator made the refund by hand. */
export const markRefunded = (id: string, reference: string) =>
  api.post<AdminRefund>(`/admin/refunds/${encodeURIComponent(id)}/mark-refunded`, { reference });
