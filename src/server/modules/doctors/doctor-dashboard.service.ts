import { and, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { appointments, doctors } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { notFound } from '#server/lib/errors';
import { clinicToday } from '#shared/domain/clinic-time';
import { clinicDayBounds } from '#shared/domain/slots';
import type { Appointment } from '#shared/schemas/appointment';
import { loadAppointments, toAppointment } from '../scheduling/appointment.view';
import { patientCount, visitsWithDoctor } from '../scheduling/doctor-patients';
import { realAppointment } from '../scheduling/holds';
import { getSettings } from '../settings/settings.service';

export type DoctorDashboardStats = {
  todayAppointments: number;
  totalPatients: number;
  upcomingAppointments: number;
  averageRating: number;
};

async function context({ db, now }: Deps, user: UserActor) {
  const [doctor] = await db
    .select({ id: doctors.id, ratingAverage: doctors.ratingAverage })
    .from(doctors)
    .where(eq(doctors.userId, user.id));
  if (!doctor) throw notFound('Doctor');
  const { timezone } = await getSettings(db);
  // "Today" is the clinic's day (ADR 005), whatever the zone of the server or the doctor's device.
  const today = clinicDayBounds(clinicToday(now(), timezone), timezone);
  const todays = and(
    eq(appointments.doctorId, doctor.id),
    realAppointment,
    ne(appointments.status, 'cancelled'),
    gte(appointments.startTime, today.start),
    lt(appointments.startTime, today.end),
  );
  return { db, now: now(), doctor, timezone, todays };
}

/** GET /doctors/dashboard/stats: the four cards, from the doctor's real appointments and reviews. */
export async function dashboardStats(deps: Deps, user: UserActor): Promise<DoctorDashboardStats> {
  const { db, now, doctor, todays } = await context(deps, user);
  const mine = visitsWithDoctor(doctor.id);
  const [row] = await db
    .select({
      today: sql<number>`(count(*) filter (where ${todays}))::int`,
      // The count of My Patients' list (ADR 143): family members are patients of their own.
      patients: patientCount,
      upcoming: sql<number>`(count(*) filter (where ${and(
        inArray(appointments.status, ['pending', 'scheduled']),
        gt(appointments.startTime, now),
      )}))::int`,
    })
    .from(appointments)
    .where(mine);
  return {
    todayAppointments: row.today,
    totalPatients: row.patients,
    upcomingAppointments: row.upcoming,
    averageRating: Math.round(doctor.ratingAverage * 10) / 10,
  };
}

/** GET /doctors/dashboard/today-appointments: today's (clinic day) not cancelled, soonest first. */
export async function todayAppointments(deps: Deps, user: UserActor): Promise<Appointment[]> {
  const { db, timezone, todays } = await context(deps, user);
  const rows = await loadAppointments(db, { where: todays });
  return rows.map((r) => toAppointment(r, timezone));
}
