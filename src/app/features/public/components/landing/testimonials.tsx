import { msg, useT } from '#app/lib/i18n';

// The people's names are theirs and stay as written; the words and cities are translated.
const TESTIMONIALS = [
  {
    quote: msg(
      'I found a pediatrician near my home in Lahore and booked an evening slot the same day. No phone calls, no waiting on hold.',
    ),
    name: 'Sana R.',
    place: msg('Lahore'),
  },
  {
    quote: msg(
      'My father’s cardiology follow-ups are all in one place now. Rescheduling takes a minute.',
    ),
    name: 'Bilal A.',
    place: msg('Karachi'),
  },
  {
    quote: msg(
      'As a doctor, managing my weekly schedule and confirming appointments from my phone saves me hours.',
    ),
    name: 'Dr. Hina M.',
    place: msg('Islamabad'),
  },
] as const;

export function Testimonials() {
  const t = useT();
  return (
    <section className="landing-section" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className="section-title">
        {t('What People Say')}
      </h2>
      <ul className="testimonial-grid">
        {TESTIMONIALS.map((item) => (
          <li key={item.name} className="card">
            <figure className="testimonial">
              <blockquote>“{t(item.quote)}”</blockquote>
              <figcaption>
                <strong translate="no">{item.name}</strong>{' '}
                <span className="muted">· {t(item.place)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
