import type { Db } from '#server/db/client';
import { generateSlots } from '#shared/domain/slots';
import type { Slot } from '#shared/schemas/booking';
import { loadSlotContext } from '../scheduling/occupancy';
import type { Holder } from '../scheduling/waitlist-holds';
import { getSettings } from '../settings/settings.service';

/**
 * GET /bookings/doctors/{id}/availability: the slots ADR 007 allows on one clinic date, ISO UTC.
 * A slot the waitlist holds is left out, except for the patient it is held for (ADR 101).
 */
export async function availableSlots(
  db: Db,
  doctorId: string,
  date: string,
  now: Date,
  holder?: Holder,
): Promise<Slot[]> {
  const settings = await getSettings(db);
  const ctx = await loadSlotContext(db, doctorId, date, now, settings, { holder });
  return generateSlots(ctx, date).map((s) => ({
    start: s.start.toISOString(),
    end: s.end.toISOString(),
  }));
}
