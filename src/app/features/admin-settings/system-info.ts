/** Uptime as whole days, hours and minutes (the card's "Uptime" is time since start, ADR 002). */
export function uptimeParts(seconds: number) {
  const total = Math.max(0, Math.floor(seconds / 60));
  return {
    days: Math.floor(total / 1440),
    hours: Math.floor((total % 1440) / 60),
    minutes: total % 60,
  };
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size in the largest unit that keeps the number at least 1, to one decimal (2.1 GB). */
export function storageParts(bytes: number): { value: number; unit: (typeof UNITS)[number] } {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return { value: unit === 0 ? value : Math.round(value * 10) / 10, unit: UNITS[unit]! };
}
