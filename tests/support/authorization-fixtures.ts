import { desc, eq } from 'drizzle-orm';
import {
  appointments,
  doctorTimeOff,
  notifications,
  refunds,
  sessions,
  users,
} from '#server/db/schema/index';
import { startSession } from '#server/modules/auth/auth.service';
import { clinicSlot, createVerifiedDoctor, insertAppointment } from './appointment-builders';
import { insertDoctor } from './booking-fixtures';
import { signUpPatient } from './builders';
import { deskMember } from './desk-builders';
import { browserKeys } from './push-service-stub';
import { paidAppointment } from './refund-fixtures';
import type { TestServer } from './test-server';

export const CALLERS = [
  'anonymous',
  'patient',
  'otherPatient',
  'doctor',
  'otherDoctor',
  'pendingDoctor',
  'admin',
  /** A front desk member of `doctor`'s first clinic practice (ADR 154). */
  'desk',
] as const;
export type Caller = (typeof CALLERS)[number];
export type RecordName =
  | 'appointment'
  | 'review'
  | 'reviewToDelete'
  | 'notification'
  | 'timeOff'
  | 'patientSession'
  | 'patientUser'
  | 'doctorUser'
  | 'doctor'
  | 'upload'
  | 'resetToken'
  | 'provider'
  | 'familyMember'
  | 'familyMemberToDelete'
  | 'summarizedAppointment'
  | 'prescriptionToken'
  | 'pushSubscription'
  | 'waitlistEntry'
  | 'waitlistFrom'
  | 'userToDelete'
  | 'refund'
  | 'videoAppointment'
  | 'clinicPractice'
  | 'deskMember'
  | 'deskMemberToRevoke';

/**
 * The people of the authorization matrix and the records it asks about, all belonging to
 * `patient` and `doctor`: the others (other patient, other doctor, pending doctor) are the
 * strangers. `token(caller)` starts a new session for each request, so that a sign-out or an
 * "end all sessions" in one cell cannot change the next.
 */
export async function matrixScene(server: TestServer) {
  const patient = await signUpPatient(server, { name: 'Sana Malik' });
  const otherPatient = await signUpPatient(server, { name: 'Bilal Ahmed' });
  const doctor = await createVerifiedDoctor(server, 'Ayesha Khan');
  const otherDoctor = await createVerifiedDoctor(server, 'Kamran Butt');
  const pending = await insertDoctor(server, {
    name: 'Dr. Pending Person',
    verificationStatus: 'pending',
  });
  const [admin] = await server.db
    .select()
    .from(users)
    .where(eq(users.email, server.env.adminEmail));

  const ofDoctor = { doctorId: doctor.doctor.id, token: doctor.token };
  const desk = await deskMember(server, ofDoctor);
  const deskToRevoke = await deskMember(server, ofDoctor);

  const upcoming = clinicSlot(server, 2, '10:00');
  const appointment = await insertAppointment(server, {
    doctorId: doctor.doctor.id,
    patientId: patient.user._id,
    start: upcoming.start,
    end: upcoming.end,
  });
  // A video visit of the patient's with the doctor (ADR 113): only these two reach its room.
  const video = clinicSlot(server, 2, '12:00');
  const videoAppointment = await insertAppointment(server, {
    doctorId: doctor.doctor.id,
    patientId: patient.user._id,
    start: video.start,
    end: video.end,
  });
  await server.db
    .update(appointments)
    .set({ mode: 'video' })
    .where(eq(appointments.id, videoAppointment.id));
  const writeReview = async (days: number) => {
    const slot = clinicSlot(server, -days, '10:00');
    const visit = await insertAppointment(server, {
      doctorId: doctor.doctor.id,
      patientId: patient.user._id,
      start: slot.start,
      end: slot.end,
      status: 'completed',
    });
    const res = await server.post(
      '/reviews',
      {
        doctorId: doctor.doctor.id,
        appointmentId: visit.id,
        rating: 5,
        title: 'Very thorough',
        review: 'Listened carefully and explained the treatment.',
        isAnonymous: false,
      },
      { token: patient.token },
    );
    if (res.status !== 201) throw new Error(`review failed: ${res.status} ${res.text}`);
    return res.body.data._id as string;
  };
  const [notification] = await server.db
    .insert(notifications)
    .values({ userId: patient.user._id, type: 'general', title: 'Hello', message: 'Hello' })
    .returning();
  const [timeOff] = await server.db
    .insert(doctorTimeOff)
    .values({ doctorId: doctor.doctor.id, startDate: '2099-01-01', endDate: '2099-01-02' })
    .returning();

  const addMember = async (name: string) => {
    const res = await server.post(
      '/family-members',
      { name, relationship: 'child' },
      { token: patient.token },
    );
    if (res.status !== 201) throw new Error(`member failed: ${res.status} ${res.text}`);
    return res.body.data._id as string;
  };
  const seen = clinicSlot(server, -4, '10:00');
  const summarized = await insertAppointment(server, {
    doctorId: doctor.doctor.id,
    patientId: patient.user._id,
    start: seen.start,
    end: seen.end,
    status: 'completed',
  });
  const summary = await server.put(
    `/appointments/${summarized.id}/summary`,
    { diagnosis: 'Viral fever' },
    { token: doctor.token },
  );
  if (summary.status !== 201) throw new Error(`summary failed: ${summary.status} ${summary.text}`);

  const waitlistFrom = clinicSlot(server, 3, '10:00').startTime.slice(0, 10);
  const waitlist = await server.post(
    '/waitlist',
    { doctorId: doctor.doctor.id, from: waitlistFrom, to: waitlistFrom },
    { token: patient.token },
  );
  if (waitlist.status !== 201)
    throw new Error(`waitlist failed: ${waitlist.status} ${waitlist.text}`);

  const people: Record<Exclude<Caller, 'anonymous'>, { id: string; role: string }> = {
    patient: { id: patient.user._id, role: 'patient' },
    otherPatient: { id: otherPatient.user._id, role: 'patient' },
    doctor: { id: doctor.userId, role: 'doctor' },
    otherDoctor: { id: otherDoctor.userId, role: 'doctor' },
    pendingDoctor: { id: pending.user.id, role: 'doctor' },
    admin: { id: admin.id, role: 'admin' },
    desk: { id: desk.userId, role: 'desk' },
  };
  const token = async (caller: Caller) => {
    if (caller === 'anonymous') return undefined;
    const person = people[caller];
    return startSession(server.db, {
      userId: person.id,
      role: person.role,
      secret: server.env.jwtSecret,
      now: server.clock.now(),
      ip: '203.0.113.7',
    });
  };

  const subscribePush = async (session: string | undefined) => {
    const device = browserKeys().json('https://push.example.com/matrix/patient');
    const res = await server.post('/push/subscriptions', device, { token: session });
    if (res.status >= 300) throw new Error(`push failed: ${res.status} ${res.text}`);
    return res.body.data.id as string;
  };

  /** A refund waiting for the administrator (ADR 107), of a paid appointment of the patient's. */
  const manualRefund = async () => {
    const paid = await paidAppointment(server, {
      doctorId: doctor.doctor.id,
      patientId: patient.user._id,
      hoursAhead: 24 * 9,
    });
    const [row] = await server.db
      .insert(refunds)
      .values({
        appointmentId: paid.appointment.id,
        paymentId: paid.charge.id,
        provider: 'sandbox',
        amount: paid.charge.amount,
        status: 'manual',
        idempotencyKey: `R${paid.charge.reference}`,
      })
      .returning();
    return row!.id;
  };

  /** The records a route's path parameters name, by what they are. */
  const records: Record<RecordName, string> = {
    appointment: appointment.id,
    review: await writeReview(2),
    reviewToDelete: await writeReview(3),
    notification: notification.id,
    timeOff: timeOff.id,
    patientSession: '',
    patientUser: patient.user._id as string,
    doctorUser: doctor.userId,
    doctor: doctor.doctor.id,
    upload: 'not-an-upload',
    resetToken: 'not-a-reset-token',
    provider: 'sandbox',
    familyMember: await addMember('Ali Malik'),
    familyMemberToDelete: await addMember('Zoya Malik'),
    summarizedAppointment: summarized.id,
    prescriptionToken: String(summary.body.data.verifyUrl).split('/verify/')[1]!,
    pushSubscription: '',
    waitlistEntry: waitlist.body.data.id as string,
    waitlistFrom,
    userToDelete: (await signUpPatient(server, { name: 'Yusuf Tariq' })).user._id as string,
    refund: await manualRefund(),
    videoAppointment: videoAppointment.id,
    clinicPractice: desk.practiceIds[0]!,
    deskMember: desk.memberId,
    deskMemberToRevoke: deskToRevoke.memberId,
  };
  /** A record's id; the patient's session is a new one each time (other cells end sessions). */
  const record = async (name: RecordName): Promise<string> => {
    // A subscription ends with its session, which other cells may end: one on a new session.
    if (name === 'pushSubscription') return subscribePush(await token('patient'));
    if (name !== 'patientSession') return records[name];
    await token('patient');
    const [latest] = await server.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, patient.user._id))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    return latest.id;
  };
  return { token, records, record };
}
