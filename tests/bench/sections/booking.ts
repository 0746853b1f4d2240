import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { measure } from '../lib/measure';
import type { BenchSection } from '../lib/types';

/**
 * Booking initiations per second. Every request asks for a different slot that is free: seeded
 * appointments end 15 days ahead and every bench doctor works 10:00–17:00 on weekdays, so
 * weekdays 20 to 80 days ahead from 10:00 to 16:30 are open.
 */
function freeSlots(doctorIds: string[]) {
  const zone = 'Asia/Karachi';
  const today = new TZDate(Date.now(), zone);
  const days: TZDate[] = [];
  for (let d = 20; d <= 80; d++) {
    const day = addDays(today, d);
    if (day.getDay() >= 1 && day.getDay() <= 5) days.push(day);
  }
  return (i: number) => {
    const doctorId = doctorIds[i % doctorIds.length];
    const round = Math.floor(i / doctorIds.length);
    const day = days[round % days.length];
    const slot = Math.floor(round / days.length) % 14;
    const start = new TZDate(
      day.getFullYear(),
      day.getMonth(),
      day.getDate(),
      10 + Math.floor(slot / 2),
      (slot % 2) * 30,
      zone,
    );
    return {
      doctorId,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
    };
  };
}

export const bookingSection: BenchSection = {
  name: 'booking',
  async run(ctx) {
    const slotFor = freeSlots(ctx.doctorIds);
    let n = 0;
    const request = async () => {
      const i = n++;
      const res = await fetch(`${ctx.baseUrl}/bookings/appointments/initiate`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${ctx.patientTokens[i % ctx.patientTokens.length]}`,
        },
        body: JSON.stringify({ ...slotFor(i), type: 'consultation', reason: 'Bench booking' }),
      });
      return res.status === 201;
    };
    const run = (clients: number) =>
      measure({
        section: 'booking',
        name: 'initiate',
        clients,
        maxRequests: clients === 1 ? 300 : 800,
        maxMs: 20_000,
        warmup: 5,
        request,
      });
    return [await run(1), await run(16)];
  },
};
