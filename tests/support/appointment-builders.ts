import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { and, eq, sql } from 'drizzle-orm';
import {
  appointments,
  auditLogs,
  doctorAvailability,
  doctors,
  notifications,
  users,
} from '#server/db/schema/index';
import {
  englishFormat,
  notificationText,
  readNotificationData,
} from '#shared/domain/notification-texts';
import type { Notification } from '#shared/schemas/notification';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import { doctorRegistration, STRONG_PASSWORD, signUpPatient } from './builders';
import type { TestServer } from './test-server';

export const CLINIC_TZ = DEFAULT_SETTINGS.timezone;

/**
 * A verified doctor who works every day from 00:00 to 24:00 clinic time, so that any
 * future half-hour is a slot; answers the doctor row, the user and a token.
 */
export async function createVerifiedDoctor(server: TestServer, name = 'Ayesha Khan') {
  const input = doctorRegistration({ name });
  const reg = await server.post('/auth/doctor/register', input);
  if (reg.status !== 201) throw new Error(`doctor register failed: ${reg.status} ${reg.text}`);
  const userId = reg.body.data.user._id as string;
  await server.db
    .update(users)
    .set({ status: 'active', isVerified: true })
    .where(eq(users.id, userId));
  const [doctor] = await server.db
    .update(doctors)
    .set({ verificationStatus: 'verified', verifiedAt: server.clock.now() })
    .where(eq(doctors.userId, userId))
    .returning();
  await server.db.delete(doctorAvailability).where(eq(doctorAvailability.doctorId, doctor.id));
  await server.db.insert(doctorAvailability).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      doctorId: doctor.id,
      weekday,
      startMinute: 0,
      endMinute: 1440,
    })),
  );
  const login = await server.post('/auth/login', { email: input.email, password: STRONG_PASSWORD });
  if (login.status !== 200) throw new Error(`doctor login failed: ${login.status} ${login.text}`);
  return { doctor, userId, token: login.body.data.token as string, email: input.email };
}

export type Patient = Awaited<ReturnType<typeof signUpPatient>>;
export { signUpPatient };

/** A half-hour slot `days` days after the server's today, at HH:MM clinic time. */
export function clinicSlot(server: TestServer, days: number, hhmm: string, minutes = 30) {
  const today = new TZDate(server.clock.now().getTime(), CLINIC_TZ);
  const day = addDays(today, days);
  const [h, m] = hhmm.split(':').map(Number);
  const start = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), h, m, 0, CLINIC_TZ);
  // Plain Dates: a TZDate's toISOString() writes the zone's offset, not UTC.
  const utcStart = new Date(start.getTime());
  const end = new Date(start.getTime() + minutes * 60_000);
  return {
    start: utcStart,
    end,
    startTime: utcStart.toISOString(),
    endTime: end.toISOString(),
  };
}

type AppointmentInsert = typeof appointments.$inferInsert;

/** An appointment written straight into the database (status scheduled unless told). */
export async function insertAppointment(
  server: TestServer,
  input: {
    doctorId: string;
    patientId: string;
    start: Date;
    end: Date;
  } & Partial<AppointmentInsert>,
) {
  const [row] = await server.db
    .insert(appointments)
    .values({
      type: 'consultation',
      reason: 'Chest pain on exertion',
      status: 'scheduled',
      fee: 1500,
      paymentMethod: 'cash',
      paymentStatus: 'pending',
      confirmedAt: input.status === 'pending' ? null : server.clock.now(),
      startTime: input.start,
      endTime: input.end,
      ...input,
    })
    .returning();
  return row;
}

/** A doctor, a patient with a scheduled appointment tomorrow at 10:00, and a second patient. */
export async function appointmentScene(server: TestServer) {
  const doc = await createVerifiedDoctor(server);
  const patient = await signUpPatient(server, { name: 'Sana Malik' });
  const other = await signUpPatient(server, { name: 'Bilal Ahmed' });
  const slot = clinicSlot(server, 1, '10:00');
  const appointment = await insertAppointment(server, {
    doctorId: doc.doctor.id,
    patientId: patient.user._id,
    start: slot.start,
    end: slot.end,
  });
  return { doc, patient, other, slot, appointment };
}

/** A request awaiting the doctor's approval, `days` from today at `hhmm` clinic time. */
export async function insertPendingRequest(
  server: TestServer,
  { doctorId, patientId }: { doctorId: string; patientId: string },
  days: number,
  hhmm: string,
) {
  const slot = clinicSlot(server, days, hhmm);
  return insertAppointment(server, {
    doctorId,
    patientId,
    start: slot.start,
    end: slot.end,
    status: 'pending',
  });
}

export async function appointmentRow(server: TestServer, id: string) {
  const [row] = await server.db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

/** How many notifications of a type were made about one appointment. */
export async function countNotifications(server: TestServer, appointmentId: string, type: string) {
  const [row] = await server.db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.appointmentId, appointmentId), eq(notifications.type, type)));
  return row.n;
}

/** How many audit entries name one appointment with an action. */
export async function countAudit(server: TestServer, appointmentId: string, action: string) {
  const [row] = await server.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.resource, 'appointment'),
        eq(auditLogs.resourceId, appointmentId),
        eq(auditLogs.action, action),
      ),
    );
  return row.n;
}

export async function notificationsAbout(server: TestServer, appointmentId: string) {
  return server.db
    .select()
    .from(notifications)
    .where(eq(notifications.appointmentId, appointmentId));
}

/**
 * The notification about an appointment as GET /notifications answers it to its recipient, and
 * the English the server stored for it filled again from its data in the clinic zone: the two
 * must agree, so `data` is enough to show it in another language.
 */
export async function answeredNotification(
  server: TestServer,
  token: string,
  appointmentId: string,
  type: string,
) {
  const res = await server.get('/notifications?limit=100', { token });
  const found = (res.body.data.notifications as Notification[]).find(
    (n) => n.appointmentId === appointmentId && n.type === type,
  );
  if (!found) throw new Error(`no ${type} notification about ${appointmentId}`);
  const data = readNotificationData(found.data);
  const refilled = data && notificationText(data, englishFormat(CLINIC_TZ));
  return { note: found, refilled };
}
