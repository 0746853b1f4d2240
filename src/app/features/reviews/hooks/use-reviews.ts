import { useLiveQuery } from 'dexie-react-hooks';
import { useSession } from '#app/lib/session';
import { localDb, type MirrorAppointment } from '#app/offline/local-db';
import type { Review } from '../api/reviews-sync';

export type MyReview = Review & { userId: string };

/** An appointment as the mirror holds it, with the fields a review needs. */
export type ReviewTarget = MirrorAppointment & {
  doctorId?: string;
  doctor?: { _id: string; userId?: string; name: string; specialization?: string };
};

type Mine = { reviews: MyReview[]; targets: ReviewTarget[] };

/**
 * The patient's own reviews, newest first, and the appointments they may still review:
 * completed, with no review on the device (ADR 008: one review per completed appointment).
 * Undefined until IndexedDB has answered.
 */
export function useMyReviews(): Mine | undefined {
  const userId = useSession((s) => s.user?._id ?? null);
  return useLiveQuery(async () => {
    if (!userId) return { reviews: [], targets: [] };
    const reviews = (await localDb.reviews.where('userId').equals(userId).toArray()) as MyReview[];
    reviews.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const reviewed = new Set(reviews.map((r) => r.appointmentId));
    const appointments = (await localDb.appointments
      .where('userId')
      .equals(userId)
      .toArray()) as ReviewTarget[];
    const targets = appointments
      .filter((a) => a.status === 'completed' && a.doctor?.name && !reviewed.has(a._id))
      .sort((a, b) => b.startTime.localeCompare(a.startTime));
    return { reviews, targets };
  }, [userId]);
}
