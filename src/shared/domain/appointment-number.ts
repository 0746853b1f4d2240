/**
 * The short number a patient reads out or shows at the clinic's desk: the first eight hex digits
 * of the appointment's UUID, upper case, after a fixed prefix (for example `MW-1A2B3C4D`). The
 * desk finds the appointment by it; eight digits of a random UUID are unique enough among one
 * clinic's appointments, and the full id stays the key everywhere else.
 */
export function appointmentNumber(id: string): string {
  const digits = id
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 8)
    .toUpperCase();
  return `MW-${digits || id.toUpperCase()}`;
}
