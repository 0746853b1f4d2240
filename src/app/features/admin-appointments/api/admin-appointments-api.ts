import { api, errorMessage } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import type { AdminAppointmentPage } from '#shared/schemas/admin-records';
import type { Appointment, AppointmentStatus } from '#shared/schemas/appointment';
import { type AppointmentFilters, toAppointmentsQuery } from '../filters';

export const APPOINTMENTS_FAILED = msg('Failed to load appointments');

export type AppointmentsLoad = { page: AdminAppointmentPage } | { failed: string };

export async function loadAppointments(
  filters: AppointmentFilters,
  signal: AbortSignal,
): Promise<AppointmentsLoad> {
  try {
    const query = toAppointmentsQuery(filters);
    return { page: await api.get<AdminAppointmentPage>('/admin/appointments', { query, signal }) };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { failed: errorMessage(error, APPOINTMENTS_FAILED) };
  }
}

export const setAppointmentStatus = (id: string, status: AppointmentStatus) =>
  api.put<Appointment>(`/admin/appointments/${encodeURIComponent(id)}/status`, { status });
