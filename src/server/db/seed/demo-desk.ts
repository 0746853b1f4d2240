import type { Tx } from '../client';
import { appointments, deskMemberPractices, deskMembers, deskPeople, users } from '../schema/index';
import { DEMO_ACCOUNTS } from './demo-data';
import type { SeededPractice } from './demo-practices';

/**
 * The demo doctor's front desk (ADR 154): an accepted member at the doctor's clinic practices,
 * and its register of walk-ins; answers how many walk-in visits it seeded.
 */
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
  const first = practices[0];
  return first ? seedWalkIns(tx, doctorId, first, user!.id) : 0;
}

const HOUR = 3_600_000;
/** A mother and her son on one phone (ADR 157), as a desk registers a family. */
const WALK_INS = [
  { name: 'Shabana Akhtar', sex: 'female', dateOfBirth: '1988-04-12', estimated: false },
  { name: 'Ali Raza', sex: 'male', dateOfBirth: '2017-01-01', estimated: true },
] as const;

/**
 * The demo desk's register: a family who walked in a week ago (seen, completed) and the mother
 * again an hour ago, checked in and waiting, so /desk and the doctor's day show walk-ins.
 */
async function seedWalkIns(
  tx: Tx,
  doctorId: string,
  practice: SeededPractice,
  deskUserId: string,
): Promise<number> {
  const people = await tx
    .insert(deskPeople)
    .values(
      WALK_INS.map((w) => ({
        doctorId,
        name: w.name,
        phone: '+923335550142',
        sex: w.sex,
        dateOfBirth: w.dateOfBirth,
        dateOfBirthEstimated: w.estimated,
        guardianName: w.sex === 'male' ? WALK_INS[0].name : null,
        createdBy: deskUserId,
      })),
    )
    .returning({ id: deskPeople.id });
  const now = Date.now();
  const visit = (personId: string, at: number, status: 'completed' | 'scheduled') => ({
    doctorId,
    deskPersonId: personId,
    source: 'walk_in' as const,
    startTime: new Date(at),
    endTime: new Date(at + HOUR / 2),
    practiceId: practice.id,
    type: 'consultation' as const,
    reason: 'Fever and cough',
    status,
    fee: practice.fee,
    confirmedAt: new Date(at),
    checkedInAt: new Date(at),
    checkedInBy: deskUserId,
  });
  const visits = await tx
    .insert(appointments)
    .values([
      visit(people[0]!.id, now - 7 * 24 * HOUR, 'completed'),
      visit(people[1]!.id, now - 7 * 24 * HOUR + HOUR / 4, 'completed'),
      visit(people[0]!.id, now - HOUR, 'scheduled'),
    ])
    .returning({ id: appointments.id });
  return visits.length;
}
