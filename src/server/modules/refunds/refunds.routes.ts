import { createRouter } from '#server/context';
import { actorOf } from '#server/lib/actor';
import { adminDoc } from '#server/lib/admin-doc';
import { ok } from '#server/lib/http';
import { validate } from '#server/lib/validate';
import { requireRole } from '#server/middleware/auth';
import { AdminRefundsQuerySchema, MarkRefundedSchema } from '#shared/schemas/refund';
import { listRefunds, markRefunded } from './refunds.service';

/** The administrator's refunds: "Refunds to make" and the failed ones (ADR 107). */
export const refundRoutes = createRouter();

refundRoutes.get(
  '/refunds',
  adminDoc(
    'Refunds of cancelled paid appointments, newest first, by status',
    'status is all (default), pending, succeeded, failed or manual (waiting for the administrator: ' +
      '"Refunds to make"); limit defaults to 20 and is at most 100. Answers {refunds, total, page, ' +
      'totalPages} with {_id, appointmentId, provider, chargeReference, amount, status, reference, ' +
      'attempts, lastError, createdAt, completedAt, patient {_id, name, email}, doctor {_id, name}, ' +
      'appointmentStartTime}.',
  ),
  requireRole('admin'),
  validate('query', AdminRefundsQuerySchema),
  async (c) => ok(c, await listRefunds(c.get('deps'), c.req.valid('query'))),
);

refundRoutes.post(
  '/refunds/:id/mark-refunded',
  adminDoc(
    'Mark a refund made by hand',
    'Takes {reference} (the transfer or provider reference, at most 100 characters). Only a ' +
      'refund waiting for the administrator (manual) or one that failed: it becomes succeeded ' +
      "with the reference, the appointment's payment becomes refunded and the patient is told. " +
      'The same reference again answers the refund unchanged; 409 for a pending refund or another ' +
      'reference; 404 Refund not found. Audited.',
  ),
  requireRole('admin'),
  validate('json', MarkRefundedSchema),
  async (c) => {
    const { reference } = c.req.valid('json');
    return ok(c, await markRefunded(c.get('deps'), actorOf(c), c.req.param('id'), reference));
  },
);
