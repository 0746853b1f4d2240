import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { inWindow, type RowWindow } from '#server/db/paging';
import { doctors, reviews, users } from '#server/db/schema/index';
import { ANONYMOUS_NAME, type Review } from '#shared/schemas/review';

const doctorUsers = alias(users, 'review_doctor_user');
const patientUsers = alias(users, 'review_patient_user');

const columns = {
  review: reviews,
  doctor: { id: doctors.id, userId: doctors.userId, specialization: doctors.specialization },
  doctorName: doctorUsers.name,
  patient: { id: patientUsers.id, name: patientUsers.name },
};

export type ReviewRow = {
  review: typeof reviews.$inferSelect;
  doctor: { id: string; userId: string; specialization: string };
  doctorName: string;
  patient: { id: string; name: string };
};

/** Reviews with their doctor and patient, newest first unless told. */
export function loadReviews(
  db: DbOrTx,
  options: { where?: SQL; orderBy?: SQL[] } & RowWindow = {},
): Promise<ReviewRow[]> {
  const query = db
    .select(columns)
    .from(reviews)
    .innerJoin(doctors, eq(doctors.id, reviews.doctorId))
    .innerJoin(doctorUsers, eq(doctorUsers.id, doctors.userId))
    .innerJoin(patientUsers, eq(patientUsers.id, reviews.patientId))
    .where(options.where)
    .orderBy(...(options.orderBy ?? [desc(reviews.createdAt), desc(reviews.id)]))
    .$dynamic();
  return inWindow(query, options);
}

/**
 * The Review of /api/openapi.json. An anonymous review names its patient only to the patient who
 * wrote it.
 */
export function toReview(row: ReviewRow, viewerId: string | undefined): Review {
  const r = row.review;
  const hidden = r.isAnonymous && viewerId !== row.patient.id;
  return {
    _id: r.id,
    rating: r.rating,
    title: r.title,
    review: r.review,
    isAnonymous: r.isAnonymous,
    status: r.status,
    ...(r.moderationReason ? { moderationReason: r.moderationReason } : {}),
    patient: hidden
      ? { _id: null, name: ANONYMOUS_NAME }
      : { _id: row.patient.id, name: row.patient.name },
    doctor: {
      _id: row.doctor.id,
      userId: row.doctor.userId,
      name: row.doctorName,
      specialization: row.doctor.specialization,
    },
    appointmentId: r.appointmentId,
    createdAt: r.createdAt.toISOString(),
    ...(r.doctorResponse ? { doctorResponse: r.doctorResponse } : {}),
    ...(r.responseDate ? { responseDate: r.responseDate.toISOString() } : {}),
  };
}
