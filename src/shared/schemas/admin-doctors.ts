import * as v from 'valibot';
import type { Doctor } from './doctor';
import type { UserStatus } from './user';

export const MODERATION_REASON_MAX = 500;

export const ADMIN_DOCTOR_MSG = {
  reasonRequired: 'Please enter a reason.',
  reasonLong: `The reason must be at most ${MODERATION_REASON_MAX} characters`,
  alreadyVerified: 'This doctor is already verified',
  alreadyRejected: 'This application is already rejected',
  reviewAlreadyRejected: 'This review is already rejected',
} as const;

const Reason = v.pipe(
  v.string(ADMIN_DOCTOR_MSG.reasonRequired),
  v.trim(),
  v.nonEmpty(ADMIN_DOCTOR_MSG.reasonRequired),
  v.maxLength(MODERATION_REASON_MAX, ADMIN_DOCTOR_MSG.reasonLong),
);

/** POST /admin/doctors/{id}/reject and POST /admin/reviews/{id}/reject. */
export const RejectWithReasonSchema = v.object({ reason: Reason });
export type RejectWithReasonInput = v.InferOutput<typeof RejectWithReasonSchema>;

/** GET /admin/doctors: the Doctor of /api/openapi.json with its account's fields. */
export type AdminDoctor = Doctor & {
  isVerified: boolean;
  status: UserStatus;
  lastLogin: string | null;
  verifiedAt: string | null;
};
