import { i18n, msg, t } from '#app/lib/i18n';
import { WEEKDAY_LABEL } from '#app/lib/labels';
import { schedule } from '#app/offline/collections/schedule';
import type { MashwaraDb } from '#app/offline/local-db';
import type { SyncKind } from '#app/offline/types';
import { formatClinicTime } from '#shared/domain/clinic-time';
import { withSlot } from '#shared/domain/weekly-slot';
import type { Doctor } from '#shared/schemas/doctor';
import type { SlotChange } from '#shared/schemas/slot-change';

export const SLOT_KIND = 'schedule.slot';

/** Every queued slot change of a weekday's slot holds back later changes of the same slot. */
export const slotEntityId = (p: Pick<SlotChange, 'day' | 'startTime'>) =>
  `schedule:${p.day}:${p.startTime}`;

const OPEN_WORDS = msg('Open the {time} slot on every {day}');
const CLOSE_WORDS = msg('Close the {time} slot on every {day}');

/** A slot change, at one practice when the profile has practices (ADR 112). */
export type PracticeSlotChange = SlotChange & { practiceId?: string };
type Week = Doctor['availability'];

/**
 * The change on the device's copy: in the named practice's hours, and in the seed-era hours when
 * that practice is the first clinic (or none is named), which those hours mirror (ADR 112).
 */
async function applySlot(db: MashwaraDb, p: PracticeSlotChange, userId: string) {
  const row = await db.schedule.get(userId);
  if (!row) return;
  const practices = Array.isArray(row.practices) ? row.practices : [];
  const first = practices.findIndex((x) => x.kind === 'clinic');
  const named = p.practiceId ? practices.findIndex((x) => x._id === p.practiceId) : first;
  const change = (week: Week | undefined): Week => ({
    ...(week as Week),
    [p.day]: withSlot(week?.[p.day], p.startTime, p.open),
  });
  const mirrored = named === first || named < 0;
  await db.schedule.update(userId, {
    ...(mirrored ? { availability: change(row.availability as Week | undefined) } : {}),
    ...(named >= 0
      ? {
          practices: practices.map((x, i) =>
            i === named ? { ...x, availability: change(x.availability) } : x,
          ),
        }
      : {}),
  });
}

/**
 * Manage Schedule's slot toggle as an offline change: it sets the slot's state (open or closed)
 * on every week of that weekday, so replaying it, or re-applying it on fresh server data while
 * it waits, lands in the same place.
 */
export const slotKind: SyncKind<PracticeSlotChange, Doctor & { updatedAt?: string }> = {
  name: SLOT_KIND,
  method: 'PATCH',
  path: () => '/doctors/profile/availability',
  body: ({ day, startTime, open, practiceId }) => ({
    day,
    startTime,
    open,
    ...(practiceId ? { practiceId } : {}),
  }),
  entityId: slotEntityId,
  collection: schedule,
  applyLocal: (db, p, { userId }) => applySlot(db, p, userId),
  async onSuccess(db, data, _p, { userId }) {
    if (!data?.availability) return;
    await db.schedule.update(userId, {
      availability: data.availability,
      ...(Array.isArray(data.practices) ? { practices: data.practices } : {}),
      // The toggle moved the profile's version on (ADR 114): the next profile save sends it.
      ...(typeof data.updatedAt === 'string' ? { updatedAt: data.updatedAt } : {}),
    });
    // The answer predates slot changes still queued behind this one: keep showing them.
    const waiting = await db.outbox.where('userId').equals(userId).sortBy('seq');
    for (const item of waiting) {
      if (item.kind === SLOT_KIND && (item.state === 'waiting' || item.state === 'syncing'))
        await applySlot(db, item.payload as PracticeSlotChange, userId);
    }
  },
  describe: (p) =>
    t(p.open ? OPEN_WORDS : CLOSE_WORDS, {
      time: formatClinicTime(p.startTime, { locale: i18n.locale }),
      day: t(WEEKDAY_LABEL[p.day]),
    }),
};

export const KINDS = [slotKind];
