import { RecordStatusSelect } from '#app/components/records/record-status-select';
import { RecordsPage, type RecordsRoute } from '#app/components/records/records-page';
import type { Column } from '#app/components/ui/data-table';
import { Badge, type BadgeTone } from '#app/components/ui/status-badge';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { STATUS_LABEL, specialtyId, TYPE_LABEL } from '#app/lib/labels';
import { ADMIN_APPOINTMENTS_PAGE_SIZE } from '#shared/schemas/admin-records';
import {
  APPOINTMENT_STATUSES,
  type Appointment,
  type AppointmentStatus,
} from '#shared/schemas/appointment';
import { setAppointmentStatus } from '../api/admin-appointments-api';
import { type AppointmentFilters, STATUS_FILTERS, toAppointmentsQuery } from '../filters';

/** The administrator's badge colours: scheduled blue, completed green, … */
const TONE: Partial<Record<AppointmentStatus, BadgeTone>> = {
  scheduled: 'info',
  completed: 'success',
  cancelled: 'danger',
  pending: 'warning',
};

/** /admin/appointments (Manage Appointments). */
export function AppointmentsScreen(route: RecordsRoute<AppointmentFilters>) {
  const t = useT();
  const columns = useColumns(route.onReload);
  return (
    <RecordsPage
      route={route}
      title={t('Manage Appointments')}
      exportPath="/admin/appointments"
      toQuery={toAppointmentsQuery}
      filtersLabel={t('Filter appointments')}
      searchPlaceholder={t('Search by patient or doctor name...')}
      fields={[
        { key: 'status', label: t('Status'), all: t('All'), options: STATUS_FILTERS },
        { key: 'date', label: t('Date'), date: true },
      ]}
      table={{
        caption: t('Appointments'),
        columns,
        rowKey: (a) => a._id,
        pageSize: ADMIN_APPOINTMENTS_PAGE_SIZE,
        empty: t('No appointments found'),
      }}
    />
  );
}

function useColumns(onChanged: () => void): Column<Appointment>[] {
  const t = useT();
  const f = useFormat();
  return [
    {
      key: 'patient',
      header: t('Patient'),
      rowHeader: true,
      cell: (a) => (
        <span className="admin-person">
          <span>
            <span className="admin-person-name">{a.patient.name}</span>
            <bdi className="muted admin-person-sub">{a.patient.email}</bdi>
          </span>
        </span>
      ),
    },
    {
      key: 'doctor',
      header: t('Doctor'),
      cell: (a) => (
        <span>
          <span className="admin-person-name">{a.doctor.name}</span>
          <span className="muted admin-person-sub">{t(specialtyId(a.doctor.specialization))}</span>
        </span>
      ),
    },
    {
      key: 'when',
      header: t('Date & Time'),
      cell: (a) => (
        <span>
          <span className="admin-person-name">{f.date(a.date, { pattern: 'MMM d, yyyy' })}</span>
          <span className="muted admin-person-sub">{f.time(a.time)}</span>
        </span>
      ),
    },
    { key: 'type', header: t('Type'), cell: (a) => t(TYPE_LABEL[a.type] ?? a.type) },
    {
      key: 'status',
      header: t('Status'),
      cell: (a) => (
        <Badge tone={TONE[a.status] ?? 'neutral'}>{t(STATUS_LABEL[a.status] ?? a.status)}</Badge>
      ),
    },
    {
      key: 'actions',
      header: t('Actions'),
      // Any of the statuses, applied at once.
      cell: (a) => (
        <RecordStatusSelect
          label={t('Status of the appointment of {name}', { name: a.patient.name })}
          status={a.status}
          options={APPOINTMENT_STATUSES.map((s) => ({ value: s, label: t(STATUS_LABEL[s]) }))}
          save={(status) => setAppointmentStatus(a._id, status)}
          saved={msg('Appointment status updated successfully')}
          failed={(message) => t('Failed to update appointment status: {message}', { message })}
          onChanged={onChanged}
        />
      ),
    },
  ];
}
