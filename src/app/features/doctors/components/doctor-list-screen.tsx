import { Await, useNavigate } from '@tanstack/react-router';
import { EmptyState } from '#app/components/ui/empty-state';
import { Pagination } from '#app/components/ui/pagination';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { isSignedIn, redirectStore, useSession } from '#app/lib/session';
import type { Doctor, DoctorPage } from '#shared/schemas/doctor';
import type { DoctorList } from '../api/doctor-loaders';
import type { DoctorFilters as Filters } from '../filters';
import { DoctorCard, type DoctorsVariant } from './doctor-card';
import { DoctorFilters } from './doctor-filters';
import { FIND_A_DOCTOR, LOADING_DOCTORS } from './doctor-pending';
import '../doctors.css';

type Props = {
  /** The route loader's answer; null in the build-time prerender, where no API answers. */
  list: DoctorList | null;
  filters: Filters;
  onFiltersChange: (next: Filters) => void;
  variant: DoctorsVariant;
  title?: string;
};

export function DoctorListScreen({ list, filters, onFiltersChange, variant, title }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const signedIn = useSession(isSignedIn);

  const book = (doctor: Doctor) => {
    // ADR 076: signed out, remember where they were going and sign in first.
    if (!signedIn) {
      redirectStore.set(`/patient/book-appointment/${doctor._id}`);
      void navigate({ to: '/sign-in' });
      return;
    }
    void navigate({ to: '/patient/book-appointment/$doctorId', params: { doctorId: doctor._id } });
  };

  return (
    <section className="page" aria-labelledby="doctors-title">
      <h1 id="doctors-title">{title ?? t(FIND_A_DOCTOR)}</h1>
      <DoctorFilters
        filters={filters}
        specializations={list?.specializations ?? []}
        cities={list?.cities ?? []}
        onChange={onFiltersChange}
      />
      <div aria-live="polite">
        {list ? (
          <Await promise={list.results} fallback={<DoctorListSkeleton />}>
            {(page) => (
              <Results
                page={page}
                variant={variant}
                cityFilter={filters.city}
                onBook={book}
                onPage={(p) => onFiltersChange({ ...filters, page: p })}
              />
            )}
          </Await>
        ) : (
          <DoctorListSkeleton />
        )}
      </div>
    </section>
  );
}

type ResultsProps = {
  page: DoctorPage;
  variant: DoctorsVariant;
  cityFilter?: string;
  onBook: (doctor: Doctor) => void;
  onPage: (page: number) => void;
};

function Results({ page, variant, cityFilter, onBook, onPage }: ResultsProps) {
  const t = useT();
  const format = useFormat();
  if (page.doctors.length === 0) {
    return <EmptyState title={t('No doctors found matching your criteria')} />;
  }
  return (
    <>
      <p className="muted">
        {page.totalCapped
          ? t('More than {count} doctors found', { count: format.number(page.total) })
          : page.total === 1
            ? t('1 doctor found')
            : t('{count} doctors found', { count: page.total })}
      </p>
      <ul className="grid doctor-grid">
        {page.doctors.map((doctor) => (
          <DoctorCard
            key={doctor._id}
            doctor={doctor}
            variant={variant}
            cityFilter={cityFilter}
            onBook={onBook}
          />
        ))}
      </ul>
      <Pagination page={page.page} totalPages={page.totalPages} onPage={onPage} />
    </>
  );
}

function DoctorListSkeleton() {
  const t = useT();
  return (
    <ul className="grid doctor-grid" aria-busy="true" aria-label={t(LOADING_DOCTORS)}>
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
