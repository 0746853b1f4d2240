import { useNavigate } from '@tanstack/react-router';
import { useT } from '#app/lib/i18n';
import { specialtyId } from '#app/lib/labels';
import type { DoctorList } from '../api/doctor-loaders';
import { cleanFilters, type DoctorFilters } from '../filters';
import { DoctorListScreen } from './doctor-list-screen';

type Props = { param: string; specialty: string; list: DoctorList; filters: DoctorFilters };

/** `/doctors/{lowercase specialty}` (ADR 013): the doctor list filtered by that specialty. */
export function SpecialtyDoctorsScreen({ param, specialty, list, filters }: Props) {
  const t = useT();
  const navigate = useNavigate();
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
      list={list}
      variant="public"
      title={t('{specialty} Doctors', { specialty: t(specialtyId(specialty)) })}
      filters={{ ...filters, specialization: specialty }}
      onFiltersChange={onFiltersChange}
    />
  );
}
