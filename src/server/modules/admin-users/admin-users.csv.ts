import { csvClinicTime, toCsv } from '#server/lib/csv';
import { displayStatus } from '#shared/domain/user-status';
import type { User } from '#shared/schemas/user';

/** The Manage Users table as CSV: its columns, with times on the clinic clock. */
export function usersCsv(list: readonly User[], zone: string): string {
  return toCsv(
    ['Name', 'Email', 'Role', 'Status', `Last Login (${zone})`, `Joined (${zone})`],
    list.map((u) => [
      u.name,
      u.email,
      u.role,
      displayStatus(u),
      u.lastLogin ? csvClinicTime(u.lastLogin, zone) : 'Never',
      csvClinicTime(u.createdAt, zone),
    ]),
  );
}
