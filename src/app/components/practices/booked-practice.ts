import type { AppointmentPractice } from '#shared/schemas/practice';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The practice an appointment was booked at, as the device keeps it (ADR 112); null for a copy
 * kept from before practices, or a malformed one: the screens then show the doctor's clinic.
 */
export function bookedPractice(row: object | null | undefined) {
  const p = (row as { practice?: unknown } | null | undefined)?.practice as
    | Partial<AppointmentPractice>
    | null
    | undefined;
  if (!p || typeof p !== 'object' || typeof p.name !== 'string') return null;
  const kind = p.kind === 'video' ? 'video' : 'clinic';
  const l = p.location;
  return {
    _id: text(p._id),
    kind,
    name: p.name,
    location:
      kind === 'clinic' && l && typeof l === 'object'
        ? {
            address: text(l.address),
            city: text(l.city),
            area: text(l.area),
            landmark: text(l.landmark),
          }
        : null,
    phone: text(p.phone),
  } satisfies AppointmentPractice;
}
