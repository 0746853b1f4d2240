import type { Tx } from '../client';
import { deskMemberPractices, deskMembers, users } from '../schema/index';
import { DEMO_ACCOUNTS } from './demo-data';
import type { SeededPractice } from './demo-practices';

/** The demo doctor's front desk (ADR 154): an accepted member at the doctor's clinic practices. */
export async function seedDesk(
  tx: Tx,
  doctorId: string,
  practices: readonly (SeededPractice | undefined)[],
  passwordHash: string,
) {
  const [user] = await tx
    .insert(users)
    .values({
      name: DEMO_ACCOUNTS.desk.name,
      email: DEMO_ACCOUNTS.desk.email,
      passwordHash,
      role: 'desk',
      status: 'active',
    })
    .returning({ id: users.id });
  const [member] = await tx
    .insert(deskMembers)
    .values({ doctorId, userId: user!.id, acceptedAt: new Date() })
    .returning({ id: deskMembers.id });
  await tx
    .insert(deskMemberPractices)
    .values(
      practices
        .filter((p): p is SeededPractice => Boolean(p))
        .map((p) => ({ memberId: member!.id, practiceId: p.id })),
    );
}
