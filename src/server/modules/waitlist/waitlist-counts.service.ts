import { and, eq, gte, type SQL } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { doctors, users, waitlistEntries } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { notFound } from '#server/lib/errors';
import { clinicToday } from '#shared/domain/clinic-time';
import { shiftDate } from '#shared/domain/date-only';
import type { WaitlistDayCount, WaitlistDoctorCounts } from '#shared/schemas/waitlist';
import { getSettings } from '../settings/settings.service';

type CountDeps = Pick<Deps, 'db' | 'now'>;

const laterOf = (a: string, b: string) => (a > b ? a : b);

/** Per doctor, how many waiting entries cover each clinic date from today on (ADR 101). */
async function countWaiting(deps: CountDeps, where?: SQL): Promise<WaitlistDoctorCounts[]> {
  const { timezone } = await getSettings(deps.db);
  const today = clinicToday(deps.now(), timezone);
  const rows = await deps.db
    .select({
      doctorId: waitlistEntries.doctorId,
      doctorName: users.name,
      from: waitlistEntries.fromDate,
      to: waitlistEntries.toDate,
    })
    .from(waitlistEntries)
    .innerJoin(doctors, eq(doctors.id, waitlistEntries.doctorId))
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(and(eq(waitlistEntries.status, 'waiting'), gte(waitlistEntries.toDate, today), where));
  const byDoctor = new Map<string, { name: string; days: Map<string, number> }>();
  for (const r of rows) {
    const doctor = byDoctor.get(r.doctorId) ?? { name: r.doctorName, days: new Map() };
    byDoctor.set(r.doctorId, doctor);
    for (let d = laterOf(r.from, today); d <= r.to; d = shiftDate(d, 1)) {
      doctor.days.set(d, (doctor.days.get(d) ?? 0) + 1);
    }
  }
  return [...byDoctor]
    .map(([doctorId, d]) => ({
      doctorId,
      doctorName: d.name,
      days: [...d.days]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([date, waiting]): WaitlistDayCount => ({ date, waiting })),
    }))
    .sort((a, b) => a.doctorName.localeCompare(b.doctorName));
}

/** GET /doctor/waitlist: the signed-in doctor's days with people waiting. */
export async function doctorWaitlistCounts(
  deps: CountDeps,
  actor: UserActor,
): Promise<WaitlistDayCount[]> {
  const [doctor] = await deps.db
    .select({ id: doctors.id })
    .from(doctors)
    .where(eq(doctors.userId, actor.id));
  if (!doctor) throw notFound('Doctor');
  const [mine] = await countWaiting(deps, eq(waitlistEntries.doctorId, doctor.id));
  return mine?.days ?? [];
}

/** GET /admin/waitlist: every doctor with people waiting, per day. */
export const adminWaitlistCounts = (deps: CountDeps) => countWaiting(deps);
