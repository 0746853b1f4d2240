import type { AppointmentClinicAddress } from '#shared/schemas/appointment';

/** The clinic's address on one line, parts that are given only. */
export function addressLine(location: AppointmentClinicAddress | undefined | null): string {
  if (!location) return '';
  return [location.address, location.city, location.state, location.zipCode, location.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** A maps search for the clinic (the universal maps URL: opens the app on a phone). */
export function mapSearchUrl(clinicName: string, address: string): string {
  const query = [clinicName, address].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
