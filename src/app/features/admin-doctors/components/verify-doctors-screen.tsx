import { type ReactNode, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { Avatar } from '#app/components/ui/avatar';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog';
import { type Column, DataTable } from '#app/components/ui/data-table';
import { EmptyState } from '#app/components/ui/empty-state';
import { LoadFailedLine } from '#app/components/ui/load-failed';
import { errorMessage } from '#app/lib/api-client';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { specialtyId } from '#app/lib/labels';
import { toast } from '#app/lib/toasts';
import type { AdminDoctor } from '#shared/schemas/admin-doctors';
import { MODERATION_REASON_MAX } from '#shared/schemas/admin-doctors';
import {
  type AdminDoctorsData,
  APPROVE_FAILED,
  APPROVED,
  REJECT_FAILED,
  REJECTED,
  rejectDoctor,
  verifyDoctor,
} from '../api/admin-doctors-api';
import { type DoctorFilters, filterDoctors, specialtiesOf } from '../doctor-filters';
import { DoctorApplicationDialog } from './doctor-application-dialog';
import { DoctorFilterBar } from './doctor-filter-bar';
import { VerificationBadge } from './verification-badge';
import '../admin-doctors.css';

type Props = {
  data: AdminDoctorsData;
  onRetry(): void;
  /** What the route shows after the list, inside the page's margins (the waitlist counts). */
  children?: ReactNode;
};

type Open = { id: string; step: 'details' | 'reject' } | null;

/** ADR 081, /admin/doctors (Verify Doctors): the applications, filtered, and the decision. */
export function VerifyDoctorsScreen({ data, onRetry, children }: Props) {
  const t = useT();
  const format = useFormat();
  // Decisions taken here replace the loaded rows at once, without reloading the list.
  const [changed, setChanged] = useState<Record<string, AdminDoctor>>({});
  const [filters, setFilters] = useState<DoctorFilters>({ search: '', status: '', specialty: '' });
  const [open, setOpen] = useState<Open>(null);

  const doctors = useMemo(
    () => (data.ok ? data.doctors.map((d) => changed[d._id] ?? d) : []),
    [data, changed],
  );
  const specialties = useMemo(() => specialtiesOf(doctors), [doctors]);
  const shown = useMemo(() => filterDoctors(doctors, filters), [doctors, filters]);
  const selected = open && doctors.find((d) => d._id === open.id);

  if (!data.ok) {
    return (
      <section className="page" aria-labelledby="verify-doctors-title">
        <h1 id="verify-doctors-title">{t('Verify Doctors')}</h1>
        <LoadFailedLine message={data.message} onRetry={onRetry} />
        {children}
      </section>
    );
  }

  // ADR 078: the server's message, else the error's own.
  const reasonOf = (error: unknown) =>
    t(errorMessage(error, error instanceof Error ? error.message : String(error)));
  const keep = (doctor: AdminDoctor) => setChanged((all) => ({ ...all, [doctor._id]: doctor }));
  // The row's button, or the heading when the row has left the filtered table.
  const viewButton = (id: string) => () =>
    document.getElementById(`av-view-${id}`) ?? document.getElementById('verify-doctors-title');

  async function approve(doctor: AdminDoctor) {
    try {
      const updated = await verifyDoctor(doctor._id);
      // The row changes (and may leave the filtered table) before the dialog closes, so the
      // dialog knows where focus can go back to.
      flushSync(() => keep(updated));
      toast.success(APPROVED);
      setOpen(null);
    } catch (error) {
      toast.error(t(APPROVE_FAILED, { message: reasonOf(error) }));
    }
  }

  async function reject(doctor: AdminDoctor, reason: string) {
    try {
      const updated = await rejectDoctor(doctor._id, reason);
      flushSync(() => keep(updated));
      toast.success(REJECTED);
      setOpen(null);
    } catch (error) {
      toast.error(t(REJECT_FAILED, { message: reasonOf(error) }));
    }
  }

  const columns: Column<AdminDoctor>[] = [
    {
      key: 'doctor',
      header: t('Doctor'),
      rowHeader: true,
      sortValue: (d) => d.name.toLowerCase(),
      cell: (d) => (
        <span className="av-person">
          <Avatar name={d.name} url={d.profilePicture?.url} size={36} />
          <span>
            <span className="av-person-name">{d.name}</span>
            <span className="muted av-person-email">{d.email}</span>
          </span>
        </span>
      ),
    },
    {
      key: 'specialty',
      header: t('Specialty'),
      sortValue: (d) => d.specialization ?? '',
      cell: (d) =>
        d.specialization?.trim() ? t(specialtyId(d.specialization)) : t('Not specified'),
    },
    {
      key: 'status',
      header: t('Status'),
      sortValue: (d) => d.verificationStatus,
      cell: (d) => <VerificationBadge status={d.verificationStatus} />,
    },
    {
      key: 'applied',
      header: t('Applied'),
      sortValue: (d) => Date.parse(d.createdAt),
      cell: (d) => (
        <span className="av-nowrap">{format.date(d.createdAt, { pattern: 'MMM d, yyyy' })}</span>
      ),
    },
    {
      key: 'actions',
      header: t('Actions'),
      cell: (d) => (
        <button
          id={`av-view-${d._id}`}
          type="button"
          className="btn btn-light av-nowrap"
          aria-label={t('View Details: {name}', { name: d.name })}
          onClick={() => setOpen({ id: d._id, step: 'details' })}
        >
          {t('View Details')}
        </button>
      ),
    },
  ];

  return (
    <section className="page" aria-labelledby="verify-doctors-title">
      <h1 id="verify-doctors-title" tabIndex={-1}>
        {t('Verify Doctors')}
      </h1>
      <DoctorFilterBar filters={filters} specialties={specialties} onChange={setFilters} />
      <DataTable
        caption={t('Doctors ({count})', { count: format.number(shown.length) })}
        columns={columns}
        rows={shown}
        rowKey={(d) => d._id}
        empty={<EmptyState title={t('No doctors found')} />}
      />
      {selected && open.step === 'details' && (
        <DoctorApplicationDialog
          doctor={selected}
          onApprove={() => approve(selected)}
          onReject={() => setOpen({ id: selected._id, step: 'reject' })}
          onClose={() => setOpen(null)}
          fallbackFocus={() => document.getElementById('verify-doctors-title')}
        />
      )}
      {selected && open.step === 'reject' && (
        <ConfirmDialog
          title={t('Reject application of {name}', { name: selected.name })}
          confirmLabel={t('Reject')}
          busyLabel={t('Rejecting…')}
          cancelLabel={t('Cancel')}
          reason={{
            label: t('Reason for rejection (the doctor will see it)'),
            required: true,
            maxLength: MODERATION_REASON_MAX,
          }}
          onConfirm={(reason) => reject(selected, reason)}
          onCancel={() => setOpen({ id: selected._id, step: 'details' })}
          fallbackFocus={viewButton(selected._id)}
        />
      )}
      {children}
    </section>
  );
}
