const TESTIMONIALS = [
  {
    quote:
      'I found a pediatrician near my home in Lahore and booked an evening slot the same day. No phone calls, no waiting on hold.',
    name: 'Sana R.',
    place: 'Lahore',
  },
  {
    quote:
      'My father’s cardiology follow-ups are all in one place now. Rescheduling takes a minute.',
    name: 'Bilal A.',
    place: 'Karachi',
  },
  {
    quote:
      'As a doctor, managing my weekly schedule and confirming appointments from my phone saves me hours.',
    name: 'Dr. Hina M.',
    place: 'Islamabad',
  },
] as const;

export function Testimonials() {
  return (
    <section className="landing-section" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className="section-title">
        What People Say
      </h2>
      <ul className="testimonial-grid">
        {TESTIMONIALS.map((t) => (
          <li key={t.name} className="card">
            <figure className="testimonial">
              <blockquote>“{t.quote}”</blockquote>
              <figcaption>
                <strong>{t.name}</strong> <span className="muted">· {t.place}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
