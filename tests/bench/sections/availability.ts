import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { measure } from '../lib/measure';
import type { BenchSection } from '../lib/types';

export const availabilitySection: BenchSection = {
  name: 'availability',
  async run(ctx) {
    const today = new TZDate(Date.now(), 'Asia/Karachi');
    // The next 14 clinic dates: seeded appointments fall on some of them.
    const dates = Array.from({ length: 14 }, (_, d) => format(addDays(today, d), 'yyyy-MM-dd'));
    const request = async (i: number) => {
      const id = ctx.doctorIds[i % ctx.doctorIds.length];
      const res = await fetch(
        `${ctx.baseUrl}/bookings/doctors/${id}/availability?date=${dates[(i * 7) % dates.length]}`,
      );
      const body = (await res.json()) as { data?: { slots?: unknown[] } };
      return res.ok && Array.isArray(body.data?.slots);
    };
    const run = (clients: number, targetP95Ms?: number) =>
      measure({
        section: 'availability',
        name: 'one doctor, one date',
        clients,
        maxRequests: clients === 1 ? 600 : 1600,
        maxMs: 20_000,
        targetP95Ms,
        request,
      });
    return [await run(1, 25), await run(16)];
  },
};
