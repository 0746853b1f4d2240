import { Link } from '@tanstack/react-router';
import { SPECIALTIES } from '#shared/schemas/doctor';

const BLURB: Record<(typeof SPECIALTIES)[number], string> = {
  Cardiology: 'Heart and blood pressure care',
  Pediatrics: 'Care for babies, children and teens',
  Neurology: 'Brain, nerves, headaches and seizures',
  Ophthalmology: 'Eye health and vision',
  Dentistry: 'Teeth, gums and oral health',
  'General Medicine': 'Everyday illness and check-ups',
};

/** Section 2.4: each specialty links to /doctors/{lowercase specialty} (D13). */
export function SpecialtiesGrid() {
  return (
    <section className="landing-section" aria-labelledby="specialties-title">
      <h2 id="specialties-title" className="section-title">
        Browse by Specialty
      </h2>
      <ul className="specialty-grid">
        {SPECIALTIES.map((specialty) => (
          <li key={specialty}>
            <Link
              to="/doctors/$doctorParam"
              params={{ doctorParam: specialty.toLowerCase() }}
              className="card specialty-card"
            >
              <strong>{specialty}</strong>
              <span className="muted">{BLURB[specialty]}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="section-more">
        <Link to="/specialties">View all specialties</Link>
      </p>
    </section>
  );
}
