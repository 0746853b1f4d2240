import { useNavigate } from '@tanstack/react-router';
import { NotFound } from '#app/components/errors/not-found';
import { errorMessage } from '#app/lib/api-client';
import { msg, useT } from '#app/lib/i18n';
import { specialtyId } from '#app/lib/labels';
import { getSpecializations } from '../api/doctors-api';
import { cleanFilters, type DoctorFilters, matchSpecialty } from '../filters';
import { useRequest } from '../hooks/use-request';
import { DoctorListScreen } from './doctor-list-screen';

type Props = { param: string; filters: DoctorFilters };

/** `/doctors/{lowercase specialty}` (D13): the doctor list filtered by that specialty. */
export function SpecialtyDoctorsScreen({ param, filters }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const known = matchSpecialty(param);
  // A specialty outside the built-in six is looked up among those doctors practise.
  const listed = useRequest(known ? null : 'specializations', getSpecializations);
  const specialty =
    known ?? (listed.status === 'success' ? matchSpecialty(param, listed.data) : null);

  if (!specialty) {
    if (listed.status === 'loading') {
      return <section className="page" aria-busy="true" aria-label={t('Loading doctors')} />;
    }
    if (listed.status === 'error') {
      return (
        <section className="page">
          <p className="banner banner-error" role="alert">
            {t(errorMessage(listed.error, msg('Failed to load doctors')))}
          </p>
        </section>
      );
    }
    return <NotFound />;
  }

  const onFiltersChange = (next: DoctorFilters) => {
    if (next.specialization === specialty) {
      void navigate({
        to: '/doctors/$doctorParam',
        params: { doctorParam: param },
        search: cleanFilters({ ...next, specialization: undefined }),
        replace: true,
      });
    } else {
      void navigate({ to: '/doctors', search: cleanFilters(next) });
    }
  };

  return (
    <DoctorListScreen
      variant="public"
      title={t('{specialty} Doctors', { specialty: t(specialtyId(specialty)) })}
      filters={{ ...filters, specialization: specialty }}
      onFiltersChange={onFiltersChange}
    />
  );
}
