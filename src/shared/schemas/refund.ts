import * as v from 'valibot';
import { type Page, queryNumber, singleLine } from './common';

/**
 * A refund's life (ADR 107): `pending` until the provider confirms it, `manual` while it waits for
 * the administrator (a provider that cannot refund automatically), `failed` after the last retry.
 */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed', 'manual'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** One refund as an appointment's `payment.refunds` lists it. */
export type AppointmentRefund = {
  amount: number;
  status: RefundStatus;
  /** The provider's (or the administrator's) reference; null until there is one. */
  reference: string | null;
  createdAt: string;
};

/** A row of GET /api/admin/refunds: what the administrator needs to refund by hand. */
export type AdminRefund = AppointmentRefund & {
  _id: string;
  id: string;
  appointmentId: string;
  provider: string;
  /** The charge's own reference at the provider (what the refund is of). */
  chargeReference: string;
  attempts: number;
  lastError: string | null;
  completedAt: string | null;
  patient: { _id: string; name: string; email: string };
  doctor: { _id: string; name: string };
  appointmentStartTime: string;
};

export const REFUND_MSG = {
  status: `Status must be one of all, ${REFUND_STATUSES.join(', ')}`,
  reference: 'Please enter the refund reference',
  referenceLong: 'The reference must be at most 100 characters',
  notFound: 'Refund not found',
  notManual:
    'Only a refund waiting for the administrator or one that failed can be marked refunded',
} as const;

export const ADMIN_REFUNDS_PAGE_SIZE = 20;

/** GET /admin/refunds?status=&page=&limit=: `all` unless told; "Refunds to make" asks for manual. */
export const AdminRefundsQuerySchema = v.object({
  status: v.optional(v.picklist(['all', ...REFUND_STATUSES], REFUND_MSG.status), 'all'),
  page: v.optional(queryNumber('page', 1, 1_000_000), '1'),
  limit: v.optional(queryNumber('limit', 1, 100), String(ADMIN_REFUNDS_PAGE_SIZE)),
});
export type AdminRefundsQuery = v.InferOutput<typeof AdminRefundsQuerySchema>;
export type AdminRefundPage = Page<'refunds', AdminRefund>;

/** POST /admin/refunds/{id}/mark-refunded */
export const MarkRefundedSchema = v.object({
  reference: v.pipe(
    v.string(REFUND_MSG.reference),
    v.trim(),
    v.nonEmpty(REFUND_MSG.reference),
    v.maxLength(100, REFUND_MSG.referenceLong),
    singleLine(),
  ),
});
