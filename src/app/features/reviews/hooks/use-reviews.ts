import { useMemo } from 'react';
import { type AppointmentRow, useMirrorAppointments } from '#app/offline/collections/appointments';
import { type MirrorReview, useMirrorReviews } from '#app/offline/collections/reviews';

export type MyReview = MirrorReview;

/** An appointment as the mirror holds it, with the fields a review needs. */
export type ReviewTarget = AppointmentRow;

type Mine = { reviews: MyReview[]; targets: ReviewTarget[] };

/**
 * The patient's own reviews, newest first, and the appointments they may still review:
 * completed, with no review on the device (ADR 008: one review per completed appointment).
 * Undefined until IndexedDB has answered.
 */
export function useMyReviews(): Mine | undefined {
  const reviews = useMirrorReviews();
  const appointments = useMirrorAppointments();
  return useMemo(() => {
    if (!reviews || !appointments) return undefined;
    const reviewed = new Set(reviews.map((r) => r.appointmentId));
    const targets = appointments
      .filter((a) => a.status === 'completed' && a.doctor?.name && !reviewed.has(a._id))
      .sort((a, b) => b.startTime.localeCompare(a.startTime));
    return { reviews, targets };
  }, [reviews, appointments]);
}
