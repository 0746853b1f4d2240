import type { useFormat } from '#app/lib/format';

/** 'Mon, Mar 10, 2025 · 3:00 PM' in clinic time (ADR 005: `useFormat` follows the zone setting). */
export function appointmentWhen(format: ReturnType<typeof useFormat>, startTime: string): string {
  return `${format.date(startTime)} · ${format.time(startTime)}`;
}
