import { api } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import { localDb } from '#app/offline/local-db';
import { runQueued } from '#app/offline/run-queued';
import { ageOn } from '#shared/domain/date-only';
import type { DeskPractice } from '#shared/schemas/desk';
import type { DeskPerson, WalkIn } from '#shared/schemas/desk-walk-in';
import { type WalkInPayload, walkInKind } from './desk-kinds';

const MESSAGES = { success: msg('Walk-in registered'), failure: msg('Could not register') };

/**
 * Registers a walk-in through the outbox (ADR 045, ADR 157): the visit is on the day at once,
 * with ids made here, and reaches the server once. A returning person keeps their `personId`.
 */
export function registerWalkIn(
  input: { walkIn: WalkIn; practice: DeskPractice; date: string; personId?: string },
  now = new Date(),
) {
  const { walkIn, practice, date } = input;
  const payload: WalkInPayload = {
    body: {
      ...walkIn,
      id: crypto.randomUUID(),
      personId: input.personId ?? crypto.randomUUID(),
      arrivedAt: now.toISOString(),
    },
    practice,
    date,
    age: walkIn.dateOfBirth ? ageOn(walkIn.dateOfBirth, date) : (walkIn.age ?? null),
  };
  return runQueued(walkInKind, payload, MESSAGES);
}

/** A person as the form needs them, from the server's register or from the device's days. */
export type FoundPerson = Pick<DeskPerson, 'id' | 'name' | 'phone' | 'sex' | 'age'> &
  Partial<Pick<DeskPerson, 'dateOfBirth' | 'dateOfBirthEstimated' | 'guardianName'>>;

/**
 * Returning walk-ins by phone or name: the doctor's register when the server answers, else the
 * walk-ins the device holds (the days around today), each person once.
 */
export async function findPeople(
  userId: string,
  practiceId: string,
  q: string,
  online: boolean,
): Promise<FoundPerson[]> {
  if (online) {
    try {
      const { people } = await api.get<{ people: DeskPerson[] }>('/desk/people', {
        query: { practiceId, q },
      });
      return people;
    } catch {
      // No answer: what the device has.
    }
  }
  const needle = q.trim().toLowerCase();
  const digits = needle.replace(/\D/g, '').replace(/^0/, '');
  const found = new Map<string, FoundPerson>();
  const days = await localDb.deskDays.where('userId').equals(userId).toArray();
  for (const day of days.filter((d) => d.practice.id === practiceId)) {
    for (const v of day.visits) {
      const p = v.patient;
      const match =
        p.name.toLowerCase().includes(needle) ||
        (digits.length >= 4 && (p.phone ?? '').includes(digits));
      if (!v.personId || !match || found.has(v.personId)) continue;
      found.set(v.personId, {
        id: v.personId,
        name: p.name,
        phone: p.phone ?? '',
        sex: (p.sex ?? 'other') as FoundPerson['sex'],
        age: p.age,
      });
    }
  }
  return [...found.values()].slice(0, 20);
}
