import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { appointments, doctors, users } from '#server/db/schema/index';
import { cappedTotal } from '#server/lib/capped-total';
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
/** Up to this many people of the searched name, their appointments are read by their ids. */
const FEW_PEOPLE = 200;

/**
 * The filters of Manage Appointments; `date` is a day on the clinic's calendar. A name search
 * looks for the people first (a trigram index on their names): a few are found by their ids
 * through the patient's and the doctor's indexes (ADR 121); a common name is checked on each
 * appointment's own copy of the two names, newest first, until the page (or the capped count)
 * is full (ADR 126).
 */
async function filterBy(db: DbOrTx, query: Filters, zone: string): Promise<SQL | undefined> {
  const where: SQL[] = [];
  if (query.status !== 'all') where.push(eq(appointments.status, query.status));
  if (query.date) {
    const day = clinicDayBounds(query.date, zone);
    where.push(gte(appointments.startTime, day.start), lt(appointments.startTime, day.end));
  }
  if (query.search) {
    const pattern = likePattern(query.search);
    const people = await db
      .select({ id: users.id })
      .from(users)
      .where(ilike(users.name, pattern))
      .limit(FEW_PEOPLE + 1);
    if (people.length > FEW_PEOPLE) {
      where.push(
        or(
          ilike(appointments.patientName, pattern),
          ilike(appointments.doctorName, pattern),
        ) as SQL,
      );
    } else {
      const ids = people.map((p) => p.id);
      where.push(
        ids.length
          ? (or(
              inArray(appointments.patientId, ids),
              inArray(
                appointments.doctorId,
                db.select({ id: doctors.id }).from(doctors).where(inArray(doctors.userId, ids)),
              ),
            ) as SQL)
          : sql`false`,
      );
    }
  }
  return and(...where);
}

/**
 * Latest first; appointments of one start, one per doctor, by doctor (ADR 133). The index on
 * (start_time, doctor_id, …) gives that order, so a page stops after its rows; ordered by start
 * and id, every appointment of the newest start was read, joined and sorted first (thousands
 * at 100k doctors).
 */
const newestFirst = [
  desc(appointments.startTime),
  desc(appointments.doctorId),
  desc(appointments.id),
];

/** How many match, up to the cap, walking the same index as the page (newest first). */
async function countUpToCap(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(appointments)
    .where(where)
    .orderBy(desc(appointments.startTime))
    .limit(ADMIN_APPOINTMENTS_COUNT_CAP + 1)
    .as('matches');
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  return counted?.n ?? 0;
}

/** One page of 10, latest appointment first; the count stops at the cap. */
export async function listAdminAppointments(
  db: DbOrTx,
  query: AdminAppointmentsQuery,
  zone: string,
): Promise<AdminAppointmentPage> {
  const where = await filterBy(db, query, zone);
  const counted = await countUpToCap(db, where);
  const rows = await loadAppointments(db, {
    where,
    orderBy: newestFirst,
    limit: ADMIN_APPOINTMENTS_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_APPOINTMENTS_PAGE_SIZE,
  });
  return {
    appointments: rows.map((r) => toAppointment(r, zone)),
    ...cappedTotal(counted, ADMIN_APPOINTMENTS_COUNT_CAP, ADMIN_APPOINTMENTS_PAGE_SIZE),
    page: query.page,
  };
}

/** Every appointment the filters match, for the CSV export. */
export async function allAdminAppointments(
  db: DbOrTx,
  query: Filters,
  zone: string,
): Promise<Appointment[]> {
  const where = await filterBy(db, query, zone);
  const rows = await loadAppointments(db, { where, orderBy: newestFirst });
  return rows.map((r) => toAppointment(r, zone));
}
