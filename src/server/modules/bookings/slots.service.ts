import type { Db } from '#server/db/client';
import { generateSlots } from '#shared/domain/slots';
import type { Slot } from '#shared/schemas/booking';
import { loadSlotContext } from '../scheduling/occupancy';
import { getSettings } from '../settings/settings.service';

/**
 * GET /bookings/doctors/{id}/availability: the slots ADR 007 allows on one clinic date, ISO UTC.
 */
export async function availableSlots(
  db: Db,
  doctorId: string,
  date: string,
  now: Date,
): Promise<Slot[]> {
  const settings = await getSettings(db);
  const ctx = await loadSlotContext(db, doctorId, date, now, settings);
  return generateSlots(ctx, date).map((s) => ({
    start: s.start.toISOString(),
    end: s.end.toISOString(),
  }));
}
