import { useNavigate } from '@tanstack/react-router';
import { EmptyState } from '#app/components/ui/empty-state';
import { Pagination } from '#app/components/ui/pagination';
import { errorMessage } from '#app/lib/api-client';
import { isSignedIn, redirectStore, useSession } from '#app/stores/session';
import type { Doctor } from '#shared/schemas/doctor';
import { getSpecializations, searchDoctors } from '../api/doctors-api';
import { type DoctorFilters as Filters, toSearchQuery } from '../filters';
import { useRequest } from '../hooks/use-request';
import { DoctorCard, type DoctorsVariant } from './doctor-card';
import { DoctorFilters } from './doctor-filters';
import '../doctors.css';
import { msg, useT } from '#app/lib/i18n';

type Props = {
  filters: Filters;
  onFiltersChange: (next: Filters) => void;
  variant: DoctorsVariant;
  title?: string;
};

export function DoctorListScreen({ filters, onFiltersChange, variant, title }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const signedIn = useSession(isSignedIn);
  const query = toSearchQuery(filters);
  const results = useRequest(JSON.stringify(query), (signal) => searchDoctors(query, signal));
  const specializations = useRequest('specializations', getSpecializations);

  const book = (doctor: Doctor) => {
    // Section 2.15: signed out, remember where they were going and sign in first.
    if (!signedIn) {
      redirectStore.set(`/patient/book-appointment/${doctor._id}`);
      void navigate({ to: '/sign-in' });
      return;
    }
    void navigate({ to: '/patient/book-appointment/$doctorId', params: { doctorId: doctor._id } });
  };

  return (
    <section className="page" aria-labelledby="doctors-title">
      <h1 id="doctors-title">{title ?? t('Find a Doctor')}</h1>
      <DoctorFilters
        filters={filters}
        specializations={specializations.data ?? []}
        onChange={onFiltersChange}
      />
      <div aria-live="polite" aria-busy={results.status === 'loading'}>
        {results.status === 'loading' && <DoctorListSkeleton />}
        {results.status === 'error' && (
          <div className="banner banner-error" role="alert">
            <p>{t(errorMessage(results.error, msg('Failed to load doctors')))}</p>
            <button type="button" className="btn btn-ghost" onClick={results.reload}>
              {t('Try again')}
            </button>
          </div>
        )}
        {results.status === 'success' &&
          (results.data.doctors.length === 0 ? (
            <EmptyState title={t('No doctors found matching your criteria')} />
          ) : (
            <>
              <p className="muted">
                {results.data.total === 1
                  ? t('1 doctor found')
                  : t('{count} doctors found', { count: results.data.total })}
              </p>
              <ul className="grid doctor-grid">
                {results.data.doctors.map((doctor) => (
                  <DoctorCard key={doctor._id} doctor={doctor} variant={variant} onBook={book} />
                ))}
              </ul>
              <Pagination
                page={results.data.page}
                totalPages={results.data.totalPages}
                onPage={(page) => onFiltersChange({ ...filters, page })}
              />
            </>
          ))}
      </div>
    </section>
  );
}

function DoctorListSkeleton() {
  const t = useT();
  return (
    <ul className="grid doctor-grid" aria-label={t('Loading doctors')}>
      {[0, 1, 2, 3, 4, 5].map((n) => (
        <li key={n} className="card doctor-card">
          <div className="skeleton" style={{ height: 64, width: 64, borderRadius: '50%' }} />
          <div className="skeleton" style={{ marginTop: 12, width: '70%' }} />
          <div className="skeleton" style={{ marginTop: 8, width: '50%' }} />
        </li>
      ))}
    </ul>
  );
}
