import type { Db } from '#server/db/client';
import { generateSlots } from '#shared/domain/slots';
import type { Slot } from '#shared/schemas/booking';
import { modeOf } from '#shared/schemas/practice';
import { loadSlotContext } from '../scheduling/occupancy';
import { doctorsPractice, practicesOf } from '../scheduling/practices';
import type { Holder } from '../scheduling/waitlist-holds';
import { getSettings } from '../settings/settings.service';

/**
 * GET /bookings/doctors/{id}/availability: the slots ADR 007 allows on one clinic date, ISO UTC,
 * each naming the practice whose hours hold it and how the visit happens (ADR 112); `practiceId`
 * keeps one practice's. A slot the waitlist holds is left out, except for the patient it is held
 * for (ADR 101).
 */
export async function availableSlots(
  db: Db,
  doctorId: string,
  date: string,
  now: Date,
  { holder, practiceId }: { holder?: Holder; practiceId?: string | null } = {},
): Promise<Slot[]> {
  const settings = await getSettings(db);
  const [practices, ctx] = await Promise.all([
    practiceId
      ? doctorsPractice(db, doctorId, practiceId).then((p) => [p])
      : practicesOf(db, doctorId),
    loadSlotContext(db, doctorId, date, now, settings, { holder }),
  ]);
  const kinds = new Map(practices.map((p) => [p.id, p.kind]));
  return generateSlots(ctx, date).flatMap((s) => {
    const kind = s.practiceId && kinds.get(s.practiceId);
    if (!s.practiceId || !kind) return [];
    return [
      {
        start: s.start.toISOString(),
        end: s.end.toISOString(),
        practiceId: s.practiceId,
        mode: modeOf(kind),
      },
    ];
  });
}
