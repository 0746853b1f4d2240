import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { appointments, doctors } from '#server/db/schema/index';
import { likePattern } from '#server/lib/like';
import { clinicDayBounds } from '#shared/domain/slots';
import {
  ADMIN_APPOINTMENTS_PAGE_SIZE,
  type AdminAppointmentPage,
  type AdminAppointmentsQuery,
} from '#shared/schemas/admin-records';
import type { Appointment } from '#shared/schemas/appointment';
import {
  appointmentDoctorUsers,
  appointmentPatientUsers,
  loadAppointments,
  toAppointment,
} from '../scheduling/appointment.view';

type Filters = Omit<AdminAppointmentsQuery, 'page' | 'format'>;

/** The filters of Manage Appointments; `date` is a day on the clinic's calendar. */
function filterBy(query: Filters, zone: string): SQL | undefined {
  const where: SQL[] = [];
  if (query.status !== 'all') where.push(eq(appointments.status, query.status));
  if (query.date) {
    const day = clinicDayBounds(query.date, zone);
    where.push(gte(appointments.startTime, day.start), lt(appointments.startTime, day.end));
  }
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(
      or(
        ilike(appointmentPatientUsers.name, pattern),
        ilike(appointmentDoctorUsers.name, pattern),
      ) as SQL,
    );
  }
  return and(...where);
}

const newestFirst = [desc(appointments.startTime), desc(appointments.id)];

/** One page of 10, latest appointment first. */
export async function listAdminAppointments(
  db: DbOrTx,
  query: AdminAppointmentsQuery,
  zone: string,
): Promise<AdminAppointmentPage> {
  const where = filterBy(query, zone);
  const count = { n: sql<number>`count(*)::int` };
  // The joins only serve the name search: every appointment has its doctor and its patient
  // (foreign keys), so without one the count reads the appointments' indexes alone (ADR 119).
  const [counted] = query.search
    ? await db
        .select(count)
        .from(appointments)
        .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
        .innerJoin(appointmentDoctorUsers, eq(appointmentDoctorUsers.id, doctors.userId))
        .innerJoin(appointmentPatientUsers, eq(appointmentPatientUsers.id, appointments.patientId))
        .where(where)
    : await db.select(count).from(appointments).where(where);
  const total = counted?.n ?? 0;
  const rows = await loadAppointments(db, {
    where,
    orderBy: newestFirst,
    limit: ADMIN_APPOINTMENTS_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_APPOINTMENTS_PAGE_SIZE,
  });
  return {
    appointments: rows.map((r) => toAppointment(r, zone)),
    total,
    page: query.page,
    totalPages: Math.ceil(total / ADMIN_APPOINTMENTS_PAGE_SIZE),
  };
}

/** Every appointment the filters match, for the CSV export. */
export async function allAdminAppointments(
  db: DbOrTx,
  query: Filters,
  zone: string,
): Promise<Appointment[]> {
  const rows = await loadAppointments(db, { where: filterBy(query, zone), orderBy: newestFirst });
  return rows.map((r) => toAppointment(r, zone));
}
