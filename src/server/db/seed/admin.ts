import { eq } from 'drizzle-orm';
import type { Env } from '#server/env';
import { hashPassword, verifyPassword } from '#server/lib/password';
import type { Db } from '../client';
import { users } from '../schema/index';

/** The administrator is created or updated from ADMIN_EMAIL and ADMIN_PASSWORD at start-up. */
export async function ensureAdmin(db: Db, env: Pick<Env, 'adminEmail' | 'adminPassword'>) {
  const [existing] = await db.select().from(users).where(eq(users.email, env.adminEmail));
  if (!existing) {
    await db.insert(users).values({
      name: 'Administrator',
      email: env.adminEmail,
      passwordHash: await hashPassword(env.adminPassword),
      role: 'admin',
      isVerified: true,
    });
    return;
  }
  const samePassword = await verifyPassword(env.adminPassword, existing.passwordHash);
  await db
    .update(users)
    .set({
      role: 'admin',
      isVerified: true,
      status: 'active',
      ...(samePassword ? {} : { passwordHash: await hashPassword(env.adminPassword) }),
    })
    .where(eq(users.id, existing.id));
}
