import { loadRecords } from '#app/components/records/records-load';
import { api } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import {
  ADMIN_REFUNDS_PAGE_SIZE,
  type AdminRefund,
  type AdminRefundPage,
  type RefundStatus,
} from '#shared/schemas/refund';
import { type RefundFilters, TO_MAKE } from '../filters';

export const REFUNDS_FAILED = msg('Failed to load refunds');

/** The most rows one request may ask for (the server's limit). */
const MOST = 100;

const page = (status: RefundStatus | 'all', n: number, limit: number, signal: AbortSignal) =>
  api.get<AdminRefundPage>('/admin/refunds', { query: { status, page: n, limit }, signal });

/** Every refund of one status, page after page: the refunds to make are few and all shown. */
async function everyOne(status: RefundStatus, signal: AbortSignal) {
  const rows: AdminRefund[] = [];
  for (let n = 1; ; n++) {
    const answer = await page(status, n, MOST, signal);
    rows.push(...answer.refunds);
    if (n >= answer.totalPages) return rows;
  }
}

const newestFirst = (a: AdminRefund, b: AdminRefund) => b.createdAt.localeCompare(a.createdAt);

/**
 * /admin/refunds: by default every refund waiting for the administrator or failed for good,
 * newest first (ADR 111); another status (or all), a page at a time.
 */
export const loadRefunds = (filters: RefundFilters, signal: AbortSignal) =>
  loadRecords(async () => {
    const status = filters.status ?? 'to-make';
    if (status === 'to-make') {
      const lists = await Promise.all(TO_MAKE.map((s) => everyOne(s, signal)));
      return { rows: lists.flat().sort(newestFirst) };
    }
    const { refunds: rows, ...paging } = await page(
      status,
      filters.page ?? 1,
      ADMIN_REFUNDS_PAGE_SIZE,
      signal,
    );
    return { rows, paging };
  }, REFUNDS_FAILED);

/** POST /admin/refunds/{id}/mark-refunded: the administrator made the refund by hand. */
export const markRefunded = (id: string, reference: string) =>
  api.post<AdminRefund>(`/admin/refunds/${encodeURIComponent(id)}/mark-refunded`, { reference });
