import type { ReactNode } from 'react';
import { type Column, DataTable } from '#app/components/ui/data-table';
import { EmptyState, FirstPage } from '#app/components/ui/empty-state';
import { ExportLink } from '#app/components/ui/export-link';
import { Pagination } from '#app/components/ui/pagination';
import { SearchBox } from '#app/components/ui/search-box';
import { Select } from '#app/components/ui/select';
import { Badge, type BadgeTone } from '#app/components/ui/status-badge';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { STATUS_LABEL, specialtyId, TYPE_LABEL } from '#app/lib/labels';
import { ADMIN_APPOINTMENTS_PAGE_SIZE } from '#shared/schemas/admin-records';
import type { Appointment, AppointmentStatus } from '#shared/schemas/appointment';
import type { AppointmentsLoad } from '../api/admin-appointments-api';
import { type AppointmentFilters, STATUS_FILTERS, toAppointmentsQuery } from '../filters';
import { AppointmentStatusSelect } from './appointment-status-select';
import '../admin-appointments.css';

/** Section 4's badge colours for the administrator: scheduled blue, completed green, … */
const TONE: Partial<Record<AppointmentStatus, BadgeTone>> = {
  scheduled: 'info',
  completed: 'success',
  cancelled: 'danger',
  pending: 'warning',
};

type Props = {
  load: AppointmentsLoad;
  filters: AppointmentFilters;
  onFiltersChange(next: AppointmentFilters): void;
  onReload(): void;
};

/** /admin/appointments (Manage Appointments), doctor-and-admin.md section 2. */
export function AppointmentsScreen({ load, filters, onFiltersChange, onReload }: Props) {
  const t = useT();
  // A new filter starts again at page 1.
  const set = (patch: Partial<AppointmentFilters>) =>
    onFiltersChange({ ...filters, ...patch, page: undefined });
  return (
    <section className="page admin-records" aria-labelledby="appointments-title">
      <div className="admin-records-head">
        <h1 id="appointments-title">{t('Manage Appointments')}</h1>
        <ExportLink path="/admin/appointments" query={toAppointmentsQuery(filters)} />
      </div>
      <search className="card ui-filters" aria-label={t('Filter appointments')}>
        <SearchBox
          label={t('Search')}
          placeholder={t('Search by patient or doctor name...')}
          value={filters.search}
          onSearch={(search) => set({ search })}
        />
        <Select
          label={t('Status')}
          placeholder={t('All')}
          value={filters.status ?? ''}
          options={STATUS_FILTERS.map((o) => ({ value: o.value, label: t(o.label) }))}
          onChange={(status) =>
            set({ status: (status || undefined) as AppointmentFilters['status'] })
          }
        />
        <div className="field">
          <label htmlFor="appointments-date">{t('Date')}</label>
          <input
            id="appointments-date"
            type="date"
            value={filters.date ?? ''}
            onChange={(e) => set({ date: e.target.value || undefined })}
          />
        </div>
      </search>
      {'failed' in load ? (
        <div className="banner banner-error" role="alert">
          <p>{t(load.failed)}</p>
          <button type="button" className="btn btn-ghost" onClick={onReload}>
            {t('Retry')}
          </button>
        </div>
      ) : (
        <>
          <AppointmentsTable
            list={load.page.appointments}
            onChanged={onReload}
            empty={
              <EmptyState
                title={t('No appointments found')}
                action={
                  <FirstPage
                    page={load.page}
                    onFirst={() => onFiltersChange({ ...filters, page: undefined })}
                  />
                }
              />
            }
          />
          <Pagination
            numbered
            page={load.page.page}
            totalPages={load.page.totalPages}
            onPage={(page) => onFiltersChange({ ...filters, page })}
          />
        </>
      )}
    </section>
  );
}

type TableProps = { list: Appointment[]; onChanged(): void; empty: ReactNode };

function AppointmentsTable({ list, onChanged, empty }: TableProps) {
  const t = useT();
  const f = useFormat();
  const columns: Column<Appointment>[] = [
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
      cell: (a) => <AppointmentStatusSelect appointment={a} onChanged={onChanged} />,
    },
  ];
  return (
    <DataTable
      caption={t('Appointments')}
      columns={columns}
      rows={list}
      rowKey={(a) => a._id}
      pageSize={ADMIN_APPOINTMENTS_PAGE_SIZE}
      empty={empty}
    />
  );
}
