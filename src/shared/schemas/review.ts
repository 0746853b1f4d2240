import * as v from 'valibot';
import { type Page, queryNumber, requiredText } from './common';

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_TEXT_MAX = 1000;
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_PAGE_MAX = 50;
export const REVIEW_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** The name shown for an anonymous review to everyone but its author. */
export const ANONYMOUS_NAME = 'Anonymous';

export const REVIEW_RESPONSE_MAX = 1000;

export const REVIEW_MSG = {
  ratingRequired: 'Please select a rating',
  titleRequired: 'Please provide a title for your review',
  titleLong: `The title must be at most ${REVIEW_TITLE_MAX} characters`,
  textRequired: 'Please write your review',
  textLong: `The review must be at most ${REVIEW_TEXT_MAX} characters`,
  doctorRequired: 'Please choose the doctor you are reviewing',
  appointmentRequired: 'Please choose the appointment you are reviewing',
  responseRequired: 'Please write a response',
  responseLong: `The response must be at most ${REVIEW_RESPONSE_MAX} characters`,
  wrongDoctor: 'This appointment was not with this doctor',
  notCompleted: 'Only a completed appointment can be reviewed',
  duplicate: 'You have already reviewed this appointment',
  rejectedLocked: 'A rejected review cannot be edited',
  rejectedUndeletable: 'A rejected review cannot be deleted',
  alreadyResponded: 'You have already responded to this review',
  submitted: 'Review submitted successfully! Your review is now visible.',
  updated: 'Review updated successfully!',
  deleted: 'Review deleted successfully!',
} as const;

const Rating = v.pipe(
  v.number(REVIEW_MSG.ratingRequired),
  v.integer(REVIEW_MSG.ratingRequired),
  v.minValue(1, REVIEW_MSG.ratingRequired),
  v.maxValue(5, REVIEW_MSG.ratingRequired),
);
const Title = requiredText(REVIEW_MSG.titleRequired, REVIEW_TITLE_MAX, {
  long: REVIEW_MSG.titleLong,
});
const Text = requiredText(REVIEW_MSG.textRequired, REVIEW_TEXT_MAX, {
  long: REVIEW_MSG.textLong,
  lines: 'multi',
});

/** PATCH /reviews/{id}: the whole editable review (ADR 077). */
export const UpdateReviewSchema = v.object({
  rating: Rating,
  title: Title,
  review: Text,
  isAnonymous: v.optional(v.boolean(), false),
});
export type UpdateReviewInput = v.InferOutput<typeof UpdateReviewSchema>;

/**
 * POST /reviews. `doctorId` may be the doctor's id or the doctor's user id (an Appointment
 * carries both); it must name the appointment's doctor.
 */
export const CreateReviewSchema = v.object({
  doctorId: v.pipe(v.string(REVIEW_MSG.doctorRequired), v.nonEmpty(REVIEW_MSG.doctorRequired)),
  appointmentId: v.pipe(
    v.string(REVIEW_MSG.appointmentRequired),
    v.nonEmpty(REVIEW_MSG.appointmentRequired),
  ),
  ...UpdateReviewSchema.entries,
});
export type CreateReviewInput = v.InferOutput<typeof CreateReviewSchema>;

/** POST /reviews/{id}/response: trimmed and non-empty (ADR 077). */
export const ReviewResponseSchema = v.object({
  response: requiredText(REVIEW_MSG.responseRequired, REVIEW_RESPONSE_MAX, {
    long: REVIEW_MSG.responseLong,
    lines: 'multi',
  }),
});

/** GET /reviews/doctor/{userId}?page&limit: numbers out of range are clamped, text is refused. */
export const ReviewPageQuerySchema = v.object({
  page: v.optional(queryNumber('page', 1, 1_000_000), '1'),
  limit: v.optional(queryNumber('limit', 1, REVIEWS_PAGE_MAX), String(REVIEWS_PAGE_SIZE)),
});

/** The Review of /api/openapi.json. */
export type Review = {
  _id: string;
  rating: number;
  title: string;
  review: string;
  isAnonymous: boolean;
  status: ReviewStatus;
  moderationReason?: string;
  /** _id is null when the review is anonymous and the reader is not its author. */
  patient: { _id: string | null; name: string };
  doctor: { _id: string; userId: string; name: string; specialization: string };
  appointmentId: string;
  createdAt: string;
  doctorResponse?: string;
  responseDate?: string;
};

export type ReviewStats = {
  averageRating: number;
  totalReviews: number;
  ratingDistribution: Record<'5' | '4' | '3' | '2' | '1', number>;
};

export type DoctorReviewsPage = Page<'reviews', Review> & { stats: ReviewStats };

/** GET /reviews/my-reviews: the patient's own reviews, every status. */
export type ReviewsPage = Omit<DoctorReviewsPage, 'stats'>;
