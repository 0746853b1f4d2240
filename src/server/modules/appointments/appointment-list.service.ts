import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { DbOrTx } from '#server/db/client';
import { appointments, doctors } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import {
  APPOINTMENT_TABS,
  type AppointmentTab,
  type CalendarRole,
  newestFirst,
  type TabCounts,
} from '#shared/domain/appointment-tabs';
import { clinicDayBounds } from '#shared/domain/slots';
import type { Appointment } from '#shared/schemas/appointment';
import {
  APPOINTMENTS_PAGE_SIZE,
  type AppointmentListQuery,
  type AppointmentPage,
} from '#shared/schemas/appointment-actions';
import { loadAppointments, toAppointment } from '../scheduling/appointment.view';
import { getSettings } from '../settings/settings.service';

const status = appointments.status;

/** The SQL of tabOf() in shared/domain/appointment-tabs.ts: the app files its device copy by it. */
function tabWhere(tab: AppointmentTab, role: CalendarRole, now: Date): SQL {
  const overdue = and(eq(status, 'scheduled'), lte(appointments.endTime, now)) as SQL;
  switch (tab) {
    case 'upcoming':
      return role === 'doctor'
        ? eq(status, 'scheduled')
        : (and(eq(status, 'scheduled'), gt(appointments.endTime, now)) as SQL);
    case 'pending':
      return eq(status, 'pending');
    case 'completed': {
      const recorded = inArray(status, ['completed', 'no-show']);
      return role === 'doctor' ? recorded : (or(recorded, overdue) as SQL);
    }
    case 'cancelled':
      return eq(status, 'cancelled');
  }
}

async function countTabs(db: DbOrTx, where: SQL | undefined, role: CalendarRole, now: Date) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      ...Object.fromEntries(
        APPOINTMENT_TABS.map((tab) => [
          tab,
          sql<number>`(count(*) filter (where ${tabWhere(tab, role, now)}))::int`,
        ]),
      ),
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(where);
  return row as TabCounts & { total: number };
}

/**
 * GET /appointments: the caller's own (a patient's bookings, a doctor's patients' bookings),
 * soonest first, or one tab in that tab's order. Paged when `page` or `limit` is given: a
 * doctor's calendar has no end, and the device holds only a window of it. The administrator
 * has the administration calls instead (403 here).
 */
export async function listAppointments(
  { db, now: clock }: Deps,
  user: UserActor,
  query: AppointmentListQuery,
): Promise<Appointment[] | AppointmentPage> {
  const now = clock();
  const { timezone } = await getSettings(db);
  const role: CalendarRole = user.role === 'doctor' ? 'doctor' : 'patient';
  const { from, to, tab } = query;
  const owner =
    role === 'doctor' ? eq(doctors.userId, user.id) : eq(appointments.patientId, user.id);
  const filters = and(
    owner,
    query.status ? eq(status, query.status) : undefined,
    from ? gte(appointments.startTime, clinicDayBounds(from, timezone).start) : undefined,
    to ? lt(appointments.startTime, clinicDayBounds(to, timezone).end) : undefined,
  );
  const where = tab ? and(filters, tabWhere(tab, role, now)) : filters;
  const dir = tab && newestFirst(tab) ? desc : asc;
  const orderBy = [dir(appointments.startTime), dir(appointments.id)];
  if (query.page === undefined && query.limit === undefined) {
    const rows = await loadAppointments(db, { where, orderBy });
    return rows.map((row) => toAppointment(row, timezone));
  }
  const page = query.page ?? 1;
  const limit = query.limit ?? APPOINTMENTS_PAGE_SIZE;
  const [{ total: all, ...counts }, rows] = await Promise.all([
    countTabs(db, filters, role, now),
    loadAppointments(db, { where, orderBy, limit, offset: (page - 1) * limit }),
  ]);
  const total = tab ? counts[tab] : all;
  return {
    appointments: rows.map((row) => toAppointment(row, timezone)),
    total,
    page,
    totalPages: Math.ceil(total / limit),
    counts,
  };
}
