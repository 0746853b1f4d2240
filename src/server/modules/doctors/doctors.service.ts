import { eq, sql } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { type DbOrTx, rowsOf } from '#server/db/client';
import { doctors } from '#server/db/schema/index';
import type { Actor } from '#server/lib/actor';
import { notFound } from '#server/lib/errors';
import { isId } from '#shared/schemas/common';
import type { Doctor } from '#shared/schemas/doctor';
import { getSettings } from '../settings/settings.service';
import { type DoctorRow, findDoctorRow, toDoctor } from './doctor.view';
import { nextFreeDates } from './next-free-date';
import { practicesOf } from './practices.view';

/** Who is looking: a signed-in user, or no one (a visitor). */
type Viewer = Pick<Actor, 'id' | 'role'> | undefined;

/** Verified doctors whose account is not blocked are public; others only to themselves and admins. */
export function canSeeDoctor(row: DoctorRow, viewer: Viewer): boolean {
  if (viewer && (viewer.role === 'admin' || viewer.id === row.doctor.userId)) return true;
  return isBookable(row);
}

export function isBookable(row: DoctorRow): boolean {
  return row.doctor.verificationStatus === 'verified' && row.user.status !== 'blocked';
}

/** The doctor by doctor id or by user id as the viewer may see it; else 404 'Doctor not found'. */
export async function getVisibleDoctor(
  db: DbOrTx,
  by: { id: string } | { userId: string },
  viewer: Viewer,
): Promise<DoctorRow> {
  const key = 'id' in by ? by.id : by.userId;
  if (!isId(key)) throw notFound('Doctor');
  const row = await findDoctorRow(
    db,
    'id' in by ? eq(doctors.id, by.id) : eq(doctors.userId, by.userId),
  );
  if (!row || !canSeeDoctor(row, viewer)) throw notFound('Doctor');
  return row;
}

/**
 * GET /doctors/{id}: the doctor with each practice's next free date (ADR 112). Slots the
 * waitlist holds for the patient looking count as free to them, as in the availability call.
 */
export async function doctorPage(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  row: DoctorRow,
  viewer: Viewer,
): Promise<Doctor> {
  const id = row.doctor.id;
  const [practices, settings] = await Promise.all([
    practicesOf(db, [id]).then((m) => m.get(id) ?? []),
    getSettings(db),
  ]);
  const holder = viewer?.role === 'patient' && viewer.id ? { patientId: viewer.id } : undefined;
  const free = await nextFreeDates(db, id, practices, now(), settings, holder);
  const doctor = toDoctor(row, practices);
  return {
    ...doctor,
    practices: doctor.practices.map((p) => ({ ...p, nextFreeDate: free.get(p._id) ?? null })),
  };
}

/**
 * Each value of a column among listed doctors (verified, account not blocked), once whatever
 * its case and spelled as most of them spell it, sorted; empty values left out. A loose index
 * scan over the column's `lower()` index: one probe per value instead of reading every doctor.
 */
async function listedValues(db: DbOrTx, column: 'specialization' | 'city'): Promise<string[]> {
  const col = sql.identifier(column);
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      with recursive keys(key) as (
        (select lower(${col}) from doctors where listed and lower(${col}) > '' order by 1 limit 1)
        union all
        select (select lower(${col}) from doctors
                where listed and lower(${col}) > keys.key order by 1 limit 1)
        from keys where keys.key is not null
      )
      select (select ${col} from doctors where listed and lower(${col}) = keys.key
              group by 1 order by count(*) desc, 1 limit 1) as name
      from keys where keys.key is not null`),
  );
  return rows.map((r) => r.name).sort((a, b) => a.localeCompare(b, 'en'));
}

/** The specialties doctors practise, for the doctor list's filter. */
export const listSpecializations = (db: DbOrTx) => listedValues(db, 'specialization');

/**
 * The cities doctors practise in, for the doctor list's city filter: the first clinics' (the
 * doctor row's mirror) and the other clinic practices' (ADR 112), once each whatever the case.
 */
export async function listCities(db: DbOrTx): Promise<string[]> {
  const [first, others] = await Promise.all([
    listedValues(db, 'city'),
    db.execute(sql`select distinct trim(p.location->>'city') as name
      from doctor_practices p join doctors d on d.id = p.doctor_id
      where d.listed and p.kind = 'clinic' and p.position > 0
        and coalesce(trim(p.location->>'city'), '') <> '' order by 1`),
  ]);
  const byKey = new Map(first.map((name) => [name.toLowerCase(), name]));
  for (const { name } of rowsOf<{ name: string }>(others)) {
    if (!byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en'));
}

/**
 * The signed-in doctor's doctor id; every doctor call starts here. With `lock`, the doctor row is
 * held for the transaction, so two changes to one doctor's profile or week go one after the other.
 */
export async function ownDoctorId(db: DbOrTx, userId: string, lock = false): Promise<string> {
  const query = db.select({ id: doctors.id }).from(doctors).where(eq(doctors.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Doctor');
  return row.id;
}
