import { csvClinicTime, toCsv } from '#server/lib/csv';
import type { AuditLogEntry } from '#shared/schemas/admin-records';

/** The Audit Logs table as CSV: the UTC instant as kept, and the same on the clinic clock. */
export function logsCsv(list: readonly AuditLogEntry[], zone: string): string {
  return toCsv(
    [
      'Timestamp (UTC)',
      `Timestamp (${zone})`,
      'User',
      'Role',
      'Action',
      'Resource',
      'Resource ID',
      'Details',
      'IP Address',
    ],
    list.map((l) => [
      l.timestamp,
      csvClinicTime(l.timestamp, zone),
      l.user.name,
      l.user.role,
      l.action,
      l.resource,
      l.resourceId,
      l.details,
      l.ipAddress,
    ]),
  );
}
