import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { appointments, doctors, users } from '#server/db/schema/index';
import { likePattern } from '#server/lib/like';
import { clinicDayBounds } from '#shared/domain/slots';
import {
  ADMIN_APPOINTMENTS_PAGE_SIZE,
  type AdminAppointmentPage,
  type AdminAppointmentsQuery,
} from '#shared/schemas/admin-records';
import type { Appointment } from '#shared/schemas/appointment';
import { loadAppointments, toAppointment } from '../scheduling/appointment.view';

type Filters = Omit<AdminAppointmentsQuery, 'page' | 'format'>;

/**
 * A list counts at most this many matches (ADR 121): past it the answer says `totalCapped` and
 * pages stop at the cap, so a common name costs the same at any size of the data.
 */
export const ADMIN_APPOINTMENTS_COUNT_CAP = 1000;

/**
 * The filters of Manage Appointments; `date` is a day on the clinic's calendar. A name search
 * finds the people first (a trigram index on their names) and then their appointments through
 * the patient's and the doctor's indexes (ADR 121).
 */
function filterBy(db: DbOrTx, query: Filters, zone: string): SQL | undefined {
  const where: SQL[] = [];
  if (query.status !== 'all') where.push(eq(appointments.status, query.status));
  if (query.date) {
    const day = clinicDayBounds(query.date, zone);
    where.push(gte(appointments.startTime, day.start), lt(appointments.startTime, day.end));
  }
  if (query.search) {
    const named = ilike(users.name, likePattern(query.search));
    where.push(
      or(
        inArray(appointments.patientId, db.select({ id: users.id }).from(users).where(named)),
        inArray(
          appointments.doctorId,
          db
            .select({ id: doctors.id })
            .from(doctors)
            .innerJoin(users, eq(users.id, doctors.userId))
            .where(named),
        ),
      ) as SQL,
    );
  }
  return and(...where);
}

const newestFirst = [desc(appointments.startTime), desc(appointments.id)];

/** One page of 10, latest appointment first; the count stops at the cap. */
export async function listAdminAppointments(
  db: DbOrTx,
  query: AdminAppointmentsQuery,
  zone: string,
): Promise<AdminAppointmentPage> {
  const where = filterBy(db, query, zone);
  const matches = db
    .select({ one: sql`1` })
    .from(appointments)
    .where(where)
    .limit(ADMIN_APPOINTMENTS_COUNT_CAP + 1)
    .as('matches');
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  const totalCapped = (counted?.n ?? 0) > ADMIN_APPOINTMENTS_COUNT_CAP;
  const total = Math.min(counted?.n ?? 0, ADMIN_APPOINTMENTS_COUNT_CAP);
  const rows = await loadAppointments(db, {
    where,
    orderBy: newestFirst,
    limit: ADMIN_APPOINTMENTS_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_APPOINTMENTS_PAGE_SIZE,
  });
  return {
    appointments: rows.map((r) => toAppointment(r, zone)),
    total,
    totalCapped,
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
  const rows = await loadAppointments(db, {
    where: filterBy(db, query, zone),
    orderBy: newestFirst,
  });
  return rows.map((r) => toAppointment(r, zone));
}
