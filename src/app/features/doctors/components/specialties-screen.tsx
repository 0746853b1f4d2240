import { Link } from '@tanstack/react-router';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { specialtyId } from '#app/lib/labels';
import { specialtyParam } from '../filters';
import '../doctors.css';

/** `capped`: more doctors than the search counts (ADR 131); `count` is then the cap. */
type SpecialtyCount = { name: string; count: number; capped: boolean };

/** Every specialty the product knows or a doctor practises, with its count (the route loads them). */
export function SpecialtiesScreen({ counts }: { counts: SpecialtyCount[] }) {
  const t = useT();
  const format = useFormat();
  return (
    <section className="page" aria-labelledby="specialties-title">
      <h1 id="specialties-title">{t('Specialties')}</h1>
      <p className="muted">{t('Choose a specialty to see its verified doctors.')}</p>
      <ul className="grid specialty-grid">
        {counts.map(({ name, count, capped }) => (
          <li key={name}>
            <Link
              to="/doctors/$doctorParam"
              params={{ doctorParam: specialtyParam(name) }}
              className="card ui-link-card specialty-card"
            >
              <span className="specialty-name">{t(specialtyId(name))}</span>
              <span className="muted">
                {capped
                  ? t('More than {count} doctors', { count: format.number(count) })
                  : count === 1
                    ? t('1 doctor')
                    : t('{count} doctors', { count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
