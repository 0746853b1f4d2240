import { desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { doctors, users } from '#server/db/schema/index';
import type { AdminDoctor } from '#shared/schemas/admin-doctors';
import { isId } from '#shared/schemas/common';
import { withAvailability } from '../doctors/doctor.view';

const columns = {
  doctor: doctors,
  user: {
    name: users.name,
    email: users.email,
    status: users.status,
    isVerified: users.isVerified,
    lastLogin: users.lastLogin,
  },
};

// The applications waiting for a decision come first, then rejected ones, then the verified.
const decisionOrder = sql`case ${doctors.verificationStatus} when 'pending' then 0 when 'rejected' then 1 else 2 end`;

/**
 * Doctors with their account's fields (/api/openapi.json: "Doctor[] with user fields"): waiting
 * ones first, each group newest first.
 */
export async function adminDoctors(db: DbOrTx, where?: SQL): Promise<AdminDoctor[]> {
  const rows = await db
    .select(columns)
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(where)
    .orderBy(decisionOrder, desc(doctors.createdAt), desc(doctors.id));
  const views = await withAvailability(db, rows);
  return views.map((doctor, i) => {
    const { user, doctor: d } = rows[i]!;
    return {
      ...doctor,
      isVerified: user.isVerified,
      status: user.status,
      lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
      verifiedAt: d.verifiedAt ? d.verifiedAt.toISOString() : null,
    };
  });
}

/** The doctor named by its id (or its account's id), or undefined. */
export async function adminDoctor(db: DbOrTx, id: string): Promise<AdminDoctor | undefined> {
  if (!isId(id)) return undefined;
  const [doctor] = await adminDoctors(db, or(eq(doctors.id, id), eq(doctors.userId, id)));
  return doctor;
}
