import { t } from '#app/lib/i18n';
import { localWaitlistId, putWaitlistEntry, waitlist } from '#app/offline/collections/waitlist';
import type { SyncKind } from '#app/offline/types';
import type { WaitlistEntry, WaitlistJoinInput } from '#shared/schemas/waitlist';

export const WAITLIST_JOIN_KIND = 'waitlist.join';
export const WAITLIST_LEAVE_KIND = 'waitlist.leave';

/** What the device shows of a join before the server answers: the doctor and the person. */
export type WaitlistJoinPayload = WaitlistJoinInput & {
  doctor: WaitlistEntry['doctor'];
  familyMember: WaitlistEntry['familyMember'];
};
export type WaitlistLeavePayload = { id: string; doctorName: string };

/** Where the entry waits, as far as the device knows before the server answers (ADR 144). */
const where = (p: WaitlistJoinPayload) => ({
  practiceId: p.practiceId ?? null,
  kind: p.kind ?? null,
});

/**
 * POST /waitlist (ADR 101). Joining again for the same doctor and person only changes the dates
 * on the server, so the device does the same to the row it has; a replay is answered alike.
 */
export const waitlistJoinKind: SyncKind<WaitlistJoinPayload, WaitlistEntry> = {
  name: WAITLIST_JOIN_KIND,
  method: 'POST',
  path: () => '/waitlist',
  body: (p) => ({
    doctorId: p.doctorId,
    from: p.from,
    to: p.to,
    ...(p.familyMemberId ? { familyMemberId: p.familyMemberId } : {}),
    ...(p.practiceId ? { practiceId: p.practiceId } : {}),
    ...(p.kind ? { kind: p.kind } : {}),
  }),
  entityId: (p) => localWaitlistId(p.doctorId, p.familyMemberId ?? null),
  collection: waitlist,
  async applyLocal(db, p, { userId, actedAt }) {
    const member = p.familyMemberId ?? null;
    const rows = await db.waitlist.where('userId').equals(userId).toArray();
    const same = rows.find(
      (r) => r.doctor.id === p.doctorId && (r.familyMember?.id ?? null) === member,
    );
    if (same) {
      await db.waitlist.put({ ...same, from: p.from, to: p.to, ...where(p) });
      return;
    }
    const id = localWaitlistId(p.doctorId, member);
    await db.waitlist.put({
      _id: id,
      id,
      userId,
      doctor: p.doctor,
      familyMember: p.familyMember,
      ...where(p),
      from: p.from,
      to: p.to,
      status: 'waiting',
      place: 0,
      createdAt: new Date(actedAt).toISOString(),
      offer: null,
      pending: true,
    });
  },
  async onSuccess(db, data, _p, { userId }) {
    await putWaitlistEntry(db, data, userId);
  },
  describe: (p) => t('Join the waitlist of {name}', { name: p.doctor.name }),
};

/** DELETE /waitlist/{id}: the entry leaves the device at once. */
export const waitlistLeaveKind: SyncKind<WaitlistLeavePayload, WaitlistEntry> = {
  name: WAITLIST_LEAVE_KIND,
  method: 'DELETE',
  path: (p) => `/waitlist/${encodeURIComponent(p.id)}`,
  body: () => undefined,
  entityId: (p) => p.id,
  collection: waitlist,
  async applyLocal(db, p, { userId }) {
    await db.waitlist.delete([userId, p.id]);
  },
  describe: (p) => t('Leave the waitlist of {name}', { name: p.doctorName }),
};

export const KINDS = [waitlistJoinKind, waitlistLeaveKind];
