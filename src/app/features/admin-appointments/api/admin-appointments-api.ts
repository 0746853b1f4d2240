import { loadRecords } from '#app/components/records/records-load';
import { api } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import type { AdminAppointmentPage } from '#shared/schemas/admin-records';
import type { Appointment, AppointmentStatus } from '#shared/schemas/appointment';
import { type AppointmentFilters, toAppointmentsQuery } from '../filters';

export const loadAppointments = (filters: AppointmentFilters, signal: AbortSignal) =>
  loadRecords(async () => {
    const query = toAppointmentsQuery(filters);
    const { appointments: rows, ...paging } = await api.get<AdminAppointmentPage>(
      '/admin/appointments',
      { query, signal },
    );
    return { rows, paging };
  }, msg('Failed to load appointments'));

export const setAppointmentStatus = (id: string, status: AppointmentStatus) =>
  api.put<Appointment>(`/admin/appointments/${encodeURIComponent(id)}/status`, { status });
