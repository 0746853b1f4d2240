import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { userActorOf } from '#server/lib/actor';
import { created, ok, passToLaterRoutes } from '#server/lib/http';
import { validate } from '#server/lib/validate';
import { currentUser, requireRole } from '#server/middleware/auth';
import { isId } from '#shared/schemas/common';
import {
  CreateReviewSchema,
  REVIEW_MSG,
  ReviewPageQuerySchema,
  ReviewResponseSchema,
  UpdateReviewSchema,
} from '#shared/schemas/review';
import { getVisibleDoctor, ownDoctorId } from '../doctors/doctors.service';
import { createReview, deleteReview, respondToReview, updateReview } from './review-write.service';
import { doctorOwnReviews, doctorReviews, patientReviews } from './reviews.service';

export const reviewRoutes = createRouter();

const doc = (summary: string, description?: string) =>
  describeRoute({
    tags: ['Reviews'],
    summary,
    ...(description ? { description } : {}),
    security: [{ bearerAuth: [] }],
  });

reviewRoutes.get(
  '/doctor/my-reviews',
  doc("The signed-in doctor's reviews (every status) and the stats of approved ones"),
  requireRole('doctor'),
  validate('query', ReviewPageQuerySchema),
  async (c) => {
    const { db } = c.get('deps');
    const user = currentUser(c);
    const doctorId = await ownDoctorId(db, user.id);
    const { page, limit } = c.req.valid('query');
    return ok(c, await doctorOwnReviews(db, doctorId, user.id, page, limit));
  },
);

/**
 * GET /reviews/doctor/{userId}. A segment that is not an id is left to later routes; if none
 * answers, 404 'Doctor not found'.
 */
reviewRoutes.get(
  '/doctor/:userId',
  describeRoute({ tags: ['Reviews'], summary: "A doctor's approved reviews and their stats" }),
  validate('query', ReviewPageQuerySchema),
  async (c, next) => {
    const userId = c.req.param('userId');
    if (!isId(userId)) return passToLaterRoutes(c, next, 'Doctor');
    const { db } = c.get('deps');
    const viewer = c.get('user');
    const row = await getVisibleDoctor(db, { userId }, viewer);
    const { page, limit } = c.req.valid('query');
    return ok(c, await doctorReviews(db, row.doctor.id, page, limit, viewer?.id));
  },
);

reviewRoutes.get(
  '/my-reviews',
  doc("The signed-in patient's reviews, every status, newest first"),
  requireRole('patient'),
  validate('query', ReviewPageQuerySchema),
  async (c) => {
    const { page, limit } = c.req.valid('query');
    return ok(c, await patientReviews(c.get('deps').db, currentUser(c).id, page, limit));
  },
);

reviewRoutes.post(
  '/',
  doc(
    'Review my completed appointment',
    'Patient only; one review per appointment (409 for a second). Approved at once; the doctor is notified.',
  ),
  requireRole('patient'),
  validate('json', CreateReviewSchema),
  async (c) =>
    created(
      c,
      await createReview(c.get('deps'), userActorOf(c), c.req.valid('json')),
      REVIEW_MSG.submitted,
    ),
);

reviewRoutes.patch(
  '/:id',
  doc('Edit my review', 'Its author only; a rejected review cannot be edited (409).'),
  requireRole('patient'),
  validate('json', UpdateReviewSchema),
  async (c) => {
    const review = await updateReview(c.get('deps'), userActorOf(c), {
      id: c.req.param('id'),
      changes: c.req.valid('json'),
    });
    return ok(c, review, { message: REVIEW_MSG.updated });
  },
);

reviewRoutes.delete(
  '/:id',
  doc('Delete my review', 'Its author only; a rejected review cannot be deleted (409).'),
  requireRole('patient'),
  async (c) => {
    await deleteReview(c.get('deps'), userActorOf(c), { id: c.req.param('id') });
    return ok(c, {}, { message: REVIEW_MSG.deleted });
  },
);

reviewRoutes.post(
  '/:id/response',
  doc('Respond to a review of mine', 'The reviewed doctor only, once (409 for a second).'),
  requireRole('doctor'),
  validate('json', ReviewResponseSchema),
  async (c) => {
    const { response } = c.req.valid('json');
    const id = c.req.param('id');
    return ok(c, await respondToReview(c.get('deps'), userActorOf(c), { id, response }));
  },
);
