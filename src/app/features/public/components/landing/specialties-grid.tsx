import { Link } from '@tanstack/react-router';
import { msg, useT } from '#app/lib/i18n';
import { SPECIALTY_LABEL } from '#app/lib/labels';
import { SPECIALTIES } from '#shared/domain/specialties';

const BLURB: Record<(typeof SPECIALTIES)[number], string> = {
  Cardiology: msg('Heart and blood pressure care'),
  Pediatrics: msg('Care for babies, children and teens'),
  Neurology: msg('Brain, nerves, headaches and seizures'),
  Ophthalmology: msg('Eye health and vision'),
  Dentistry: msg('Teeth, gums and oral health'),
  'General Medicine': msg('Everyday illness and check-ups'),
};

/** ADR 076: each specialty links to /doctors/{lowercase specialty} (ADR 013). */
export function SpecialtiesGrid() {
  const t = useT();
  return (
    <section className="landing-section" aria-labelledby="specialties-title">
      <h2 id="specialties-title" className="section-title">
        {t('Browse by Specialty')}
      </h2>
      <ul className="specialty-grid">
        {SPECIALTIES.map((specialty) => (
          <li key={specialty}>
            <Link
              to="/doctors/$doctorParam"
              params={{ doctorParam: specialty.toLowerCase() }}
              className="card ui-link-card specialty-card"
            >
              <strong>{t(SPECIALTY_LABEL[specialty])}</strong>
              <span className="muted">{t(BLURB[specialty])}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="section-more">
        <Link to="/specialties">{t('View all specialties')}</Link>
      </p>
    </section>
  );
}
