import type { useFormat } from '#app/lib/format';
import { DEFAULT_CLINIC_TIMEZONE } from '#shared/domain/clinic-time';

/** 'Mon, Mar 10, 2025 · 3:00 PM' in clinic time (D5). */
export function appointmentWhen(format: ReturnType<typeof useFormat>, startTime: string): string {
  const timeZone = DEFAULT_CLINIC_TIMEZONE;
  return `${format.date(startTime, { timeZone })} · ${format.time(startTime, { timeZone })}`;
}
