import { useT } from '#app/lib/i18n';
import { OFFICES } from './contact-info';

/** Two office cards; Get Directions does nothing (ADR 076). */
export function Offices() {
  const t = useT();
  return (
    <section aria-labelledby="offices-title">
      <h2 id="offices-title">{t('Our Offices')}</h2>
      <ul className="office-grid">
        {OFFICES.map((office) => (
          <li key={office.city} className="card office">
            <h3>{t(office.city)}</h3>
            <address dir="ltr" translate="no">
              {office.address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <p>
              <a href={office.phoneHref} dir="ltr">
                {office.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${office.email}`}>{office.email}</a>
            </p>
            <button type="button" className="btn btn-ghost">
              {t('Get Directions')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
