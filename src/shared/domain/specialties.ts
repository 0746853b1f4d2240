/**
 * The specialties the app names by default, apart from the doctor's schemas: the doctor list's
 * search params are in every page's first chunk, and a module there brings every export any
 * screen uses of it (ADR 152). doctor.ts re-exports it.
 */
export const SPECIALTIES = [
  'Cardiology',
  'Pediatrics',
  'Neurology',
  'Ophthalmology',
  'Dentistry',
  'General Medicine',
] as const;
