import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { ok } from '#server/lib/http';
import { validate } from '#server/lib/validate';
import { ReviewPageQuerySchema } from '#shared/schemas/review';
import { getVisibleDoctor, isUuid, passToLaterRoutes } from '../doctors/doctors.service';
import { doctorReviews } from './reviews.service';

export const reviewRoutes = createRouter();

/**
 * GET /reviews/doctor/{userId}. A segment that is not an id (such as /doctor/my-reviews, which
 * another router may add) is left to later routes; if none answers, 404 'Doctor not found'.
 */
reviewRoutes.get(
  '/doctor/:userId',
  describeRoute({ tags: ['Reviews'], summary: "A doctor's approved reviews and their stats" }),
  validate('query', ReviewPageQuerySchema),
  async (c, next) => {
    const userId = c.req.param('userId');
    if (!isUuid(userId)) return passToLaterRoutes(c, next, 'Doctor');
    const { db } = c.get('deps');
    const viewer = c.get('user');
    const row = await getVisibleDoctor(db, { userId }, viewer);
    const { page, limit } = c.req.valid('query');
    return ok(c, await doctorReviews(db, row.doctor.id, page, limit, viewer?.id));
  },
);
