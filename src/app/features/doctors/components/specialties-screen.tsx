import { Link } from '@tanstack/react-router';
import { errorMessage } from '#app/lib/api-client';
import { SPECIALTIES } from '#shared/schemas/doctor';
import { getSpecializations, searchDoctors } from '../api/doctors-api';
import { specialtyParam } from '../filters';
import { useRequest } from '../hooks/use-request';
import '../doctors.css';
import { msg, useT } from '#app/lib/i18n';

type SpecialtyCount = { name: string; count: number };

/** Every specialty the product knows or a doctor practises, with its count from the server. */
async function loadCounts(signal: AbortSignal): Promise<SpecialtyCount[]> {
  const listed = await getSpecializations(signal);
  const names = [
    ...SPECIALTIES,
    ...listed.filter((s) => !(SPECIALTIES as readonly string[]).includes(s)),
  ];
  return Promise.all(
    names.map(async (name) => {
      const page = await searchDoctors({ specialization: name, limit: 1 }, signal);
      return { name, count: page.total };
    }),
  );
}

export function SpecialtiesScreen() {
  const t = useT();
  const counts = useRequest('specialties', loadCounts);
  return (
    <section className="page" aria-labelledby="specialties-title">
      <h1 id="specialties-title">{t('Specialties')}</h1>
      <p className="muted">{t('Choose a specialty to see its verified doctors.')}</p>
      {counts.status === 'loading' && (
        <ul className="grid specialty-grid" aria-label={t('Loading specialties')}>
          {SPECIALTIES.map((name) => (
            <li key={name} className="card">
              <div className="skeleton" style={{ width: '60%' }} />
              <div className="skeleton" style={{ width: '30%', marginTop: 8 }} />
            </li>
          ))}
        </ul>
      )}
      {counts.status === 'error' && (
        <div className="banner banner-error" role="alert">
          <p>{t(errorMessage(counts.error, msg('Failed to load specialties')))}</p>
          <button type="button" className="btn btn-ghost" onClick={counts.reload}>
            {t('Try again')}
          </button>
        </div>
      )}
      {counts.status === 'success' && (
        <ul className="grid specialty-grid">
          {counts.data.map(({ name, count }) => (
            <li key={name}>
              <Link
                to="/doctors/$doctorParam"
                params={{ doctorParam: specialtyParam(name) }}
                className="card specialty-card"
              >
                <span className="specialty-name">{name}</span>
                <span className="muted">
                  {count} {count === 1 ? 'doctor' : 'doctors'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
