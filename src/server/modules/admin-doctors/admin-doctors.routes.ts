import { createRouter } from '#server/context';
import { actorOf, userActorOf } from '#server/lib/actor';
import { adminDoc } from '#server/lib/admin-doc';
import { ok } from '#server/lib/http';
import { validate } from '#server/lib/validate';
import { requireRole } from '#server/middleware/auth';
import { RejectWithReasonSchema } from '#shared/schemas/admin-doctors';
import { adminDoctors } from './admin-doctors.view';
import { rejectReview } from './review-moderation.service';
import { rejectDoctor, verifyDoctor } from './verification.service';

/** Verify Doctors and review moderation (ADR 081, ADR 002, ADR 008). */
export const adminDoctorRoutes = createRouter();

adminDoctorRoutes.get(
  '/doctors',
  adminDoc(
    'Every doctor with their account fields',
    'Newest application first; each Doctor adds isVerified, status, lastLogin and verifiedAt of the account.',
  ),
  requireRole('admin'),
  async (c) => ok(c, await adminDoctors(c.get('deps').db)),
);

adminDoctorRoutes.post(
  '/doctors/:id/verify',
  adminDoc(
    'Verify a doctor',
    'By doctor id (or account id). Pending or rejected becomes verified: the doctor can sign in, is listed in search at once, gets the default working hours if they have none, and is told by notification and e-mail. 409 if already verified; 404 Doctor not found.',
  ),
  requireRole('admin'),
  async (c) => ok(c, await verifyDoctor(c.get('deps'), actorOf(c), { id: c.req.param('id') })),
);

adminDoctorRoutes.post(
  '/doctors/:id/reject',
  adminDoc(
    "Reject a doctor's application",
    'Takes {reason}. The doctor becomes rejected: sign-in answers 403 "Your application was rejected: {reason}", the listing and open sessions end, and the doctor is told by notification and e-mail. 409 if already rejected.',
  ),
  requireRole('admin'),
  validate('json', RejectWithReasonSchema),
  async (c) => {
    const input = { id: c.req.param('id'), reason: c.req.valid('json').reason };
    return ok(c, await rejectDoctor(c.get('deps'), actorOf(c), input));
  },
);

adminDoctorRoutes.post(
  '/reviews/:id/reject',
  adminDoc(
    'Reject a review',
    "Takes {reason}. The review is hidden from the public list and no longer counts in the doctor's rating; it keeps the reason as its moderation note. 409 if already rejected.",
  ),
  requireRole('admin'),
  validate('json', RejectWithReasonSchema),
  async (c) => {
    const input = { id: c.req.param('id'), reason: c.req.valid('json').reason };
    return ok(c, await rejectReview(c.get('deps'), userActorOf(c), input));
  },
);
