import { useLiveQuery } from 'dexie-react-hooks';
import { api } from '#app/lib/api-client';
import { useSession } from '#app/lib/session';
import type { Appointment } from '#shared/schemas/appointment';
import type { FamilyMember } from '#shared/schemas/family-member';
import {
  VISITS_PAGE_MAX,
  type VisitPage,
  type VisitSummary,
  type VisitSummaryInput,
} from '#shared/schemas/visit-summary';
import { localDb, type MashwaraDb } from '../local-db';
import type { CollectionSource } from '../types';
import { useUserId } from '../use-user-id';

/**
 * A visit on the device (ADR 100), keyed by its appointment id. The patient's rows come from
 * GET /visits (their own and each family member's); the doctor's from the summaries they wrote or amended on
 * this device (the `summary.save` kind), so a summary written offline shows at once.
 */
export type MirrorVisit = {
  userId: string;
  _id: string;
  appointment: Appointment | null;
  summary: VisitSummary | null;
  /** null for the account holder's own visit. */
  familyMemberId: string | null;
  /** What the doctor wrote on this device and the server has not yet answered. */
  draft?: VisitSummaryInput;
};

/** Visits change when a doctor writes: as often as the appointments (ADR 079). */
export const VISITS_REFRESH_MS = 300_000;
const MAX_PAGES = 20;

async function fetchVisitsOf(token: string, familyMemberId: string | null) {
  const rows: Omit<MirrorVisit, 'userId'>[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await api.get<VisitPage>('/visits', {
      token,
      query: { page, limit: VISITS_PAGE_MAX, familyMemberId: familyMemberId ?? undefined },
    });
    const visits = Array.isArray(answer?.visits) ? answer.visits : [];
    for (const v of visits) {
      rows.push({
        _id: v.appointment._id,
        appointment: v.appointment,
        summary: v.summary,
        familyMemberId,
      });
    }
    if (visits.length === 0 || page >= (answer?.totalPages ?? 1)) break;
  }
  return rows;
}

/** The account holder's visits and every family member's, so the timeline opens offline. */
export async function fetchVisits(token: string) {
  const members =
    (await api.get<{ familyMembers?: FamilyMember[] }>('/family-members', { token }))
      ?.familyMembers ?? [];
  const lists = await Promise.all([
    fetchVisitsOf(token, null),
    ...members.map((m) => fetchVisitsOf(token, m._id)),
  ]);
  return lists.flat();
}

export const visits: CollectionSource = {
  name: 'visits',
  // A doctor's rows are only the ones written on the device: nothing to refresh them from.
  roles: ['patient'],
  fetch: (session) => fetchVisits(session.token),
  intervalMs: VISITS_REFRESH_MS,
};

/** The server's summary replaces the row's, the device's draft goes. */
export async function putSummary(db: MashwaraDb, summary: VisitSummary, userId: string) {
  const row = await db.visits.get([userId, summary.appointmentId]);
  await db.visits.put({
    appointment: null,
    familyMemberId: null,
    ...row,
    _id: summary.appointmentId,
    userId,
    summary,
    draft: undefined,
  });
}

/** A summary read from the server outside a refresh (the doctor's card), kept for offline. */
export async function keepSummary(summary: VisitSummary): Promise<void> {
  const userId = useSession.getState().user?._id;
  if (!userId) return;
  await localDb.transaction('rw', [localDb.visits, localDb.outbox], async () => {
    // A change waiting on the device is newer than what the server answered.
    const queued = await localDb.outbox.where('entityId').equals(summary.appointmentId).toArray();
    if (queued.some((i) => i.userId === userId && (i.state === 'waiting' || i.state === 'syncing')))
      return;
    await putSummary(localDb, summary, userId);
  });
}

/** The person's visits, newest first; undefined until IndexedDB has answered. */
export function useVisits(familyMemberId: string | null): MirrorVisit[] | undefined {
  const userId = useUserId();
  return useLiveQuery(async () => {
    if (!userId) return [];
    const rows = await localDb.visits
      .where('userId')
      .equals(userId)
      .filter((r) => r.appointment !== null && r.familyMemberId === familyMemberId)
      .toArray();
    return rows.sort((a, b) =>
      (b.appointment?.startTime ?? '').localeCompare(a.appointment?.startTime ?? ''),
    );
  }, [userId, familyMemberId]);
}

/** One visit on this device: undefined while read, null when the device holds none. */
export function useVisit(appointmentId: string): MirrorVisit | null | undefined {
  const userId = useUserId();
  return useLiveQuery(
    async () => (userId ? ((await localDb.visits.get([userId, appointmentId])) ?? null) : null),
    [userId, appointmentId],
  );
}
