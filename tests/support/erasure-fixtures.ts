import { and, asc, eq } from 'drizzle-orm';
import {
  appointments,
  notifications,
  patientNotes,
  reviews,
  users,
  visitSummaries,
  visitSummaryVersions,
} from '#server/db/schema/index';
import { clinicSlot, type createVerifiedDoctor, insertAppointment } from './appointment-builders';
import type { TestServer } from './test-server';

type Doctor = Awaited<ReturnType<typeof createVerifiedDoctor>>;
type Person = { token: string; user: { _id: string } };
let daysBack = 0;

/**
 * A past visit with everything written about it (ADR 139): the patient's reason, the doctor's
 * private note about the patient, a visit summary with one medicine (which tells the patient),
 * and, if given, the patient's review (which tells the doctor).
 */
export async function visitWithRecords(
  server: TestServer,
  doctor: Doctor,
  patient: Person,
  words: { reason: string; note: string; diagnosis: string; advice: string; medicine: string },
  review?: string,
) {
  const past = clinicSlot(server, -(++daysBack % 300) - 1, '11:00');
  const visit = await insertAppointment(server, {
    doctorId: doctor.doctor.id,
    patientId: patient.user._id,
    start: past.start,
    end: past.end,
    status: 'completed',
    reason: words.reason,
  });
  const calls = [
    server.put(
      `/appointments/${visit.id}/summary`,
      {
        diagnosis: words.diagnosis,
        advice: words.advice,
        medicines: [
          { name: words.medicine, dose: '2 puffs', frequency: 'Daily', duration: '7 days' },
        ],
      },
      { token: doctor.token },
    ),
    server.put(
      `/patients/${patient.user._id}/notes`,
      { notes: words.note },
      { token: doctor.token },
    ),
  ];
  if (review) {
    const body = { doctorId: doctor.doctor.id, appointmentId: visit.id, rating: 5, title: review };
    calls.push(
      server.post('/reviews', { ...body, review, isAnonymous: false }, { token: patient.token }),
    );
  }
  for (const call of calls) {
    const res = await call;
    if (res.status >= 300) throw new Error(`visit records failed: ${res.status} ${res.text}`);
  }
  return { id: visit.id, doctorUserId: doctor.userId, patientUserId: patient.user._id };
}

/** Every text kept about one visit and its patient, to compare before and after an erasure. */
export async function recordsOf(
  server: TestServer,
  visit: { id: string; doctorUserId: string; patientUserId: string },
) {
  const [row] = await server.db
    .select({
      reason: appointments.reason,
      patientName: appointments.patientName,
      doctorName: appointments.doctorName,
      name: users.name,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .where(eq(appointments.id, visit.id));
  const [note] = await server.db
    .select({ notes: patientNotes.notes })
    .from(patientNotes)
    .where(
      and(
        eq(patientNotes.doctorUserId, visit.doctorUserId),
        eq(patientNotes.patientUserId, visit.patientUserId),
      ),
    );
  const [summary] = await server.db
    .select({
      diagnosis: visitSummaryVersions.diagnosis,
      advice: visitSummaryVersions.advice,
      medicines: visitSummaryVersions.medicines,
    })
    .from(visitSummaryVersions)
    .innerJoin(visitSummaries, eq(visitSummaries.id, visitSummaryVersions.summaryId))
    .where(eq(visitSummaries.appointmentId, visit.id));
  const [review] = await server.db
    .select({ title: reviews.title, review: reviews.review })
    .from(reviews)
    .where(eq(reviews.appointmentId, visit.id));
  const notices = await server.db
    .select({
      title: notifications.title,
      message: notifications.message,
      data: notifications.data,
    })
    .from(notifications)
    .where(eq(notifications.appointmentId, visit.id))
    .orderBy(asc(notifications.createdAt));
  return { ...row, note: note?.notes, summary, review, notices };
}
