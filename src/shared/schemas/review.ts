import * as v from 'valibot';
import { queryNumber } from './common';

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_TEXT_MAX = 1000;
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_PAGE_MAX = 50;
export const REVIEW_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** The name shown for an anonymous review to everyone but its author. */
export const ANONYMOUS_NAME = 'Anonymous';

/** GET /reviews/doctor/{userId}?page&limit: numbers out of range are clamped, text is refused. */
export const ReviewPageQuerySchema = v.object({
  page: v.optional(queryNumber('page', 1, 1_000_000), '1'),
  limit: v.optional(queryNumber('limit', 1, REVIEWS_PAGE_MAX), String(REVIEWS_PAGE_SIZE)),
});

/** The Review of api.md. */
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

export type DoctorReviewsPage = {
  reviews: Review[];
  total: number;
  page: number;
  totalPages: number;
  stats: ReviewStats;
};
