import { useId } from 'react';

const SOCIAL = [
  { label: 'Facebook', href: 'https://facebook.com' },
  { label: 'X', href: 'https://x.com' },
  { label: 'Instagram', href: 'https://instagram.com' },
  { label: 'LinkedIn', href: 'https://linkedin.com' },
] as const;

/** Four placeholder social links and a newsletter box whose Subscribe does nothing (2.11). */
export function StayConnected() {
  const emailId = useId();
  return (
    <section className="card stay-connected" aria-labelledby="stay-title">
      <h2 id="stay-title">Stay Connected</h2>
      <ul className="social-links" aria-label="Social links">
        {SOCIAL.map((s) => (
          <li key={s.label}>
            <a href={s.href} rel="noopener noreferrer">
              {s.label}
            </a>
          </li>
        ))}
      </ul>
      <form className="newsletter-box" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={emailId}>Newsletter</label>
        <div className="row">
          <input id={emailId} type="email" placeholder="Your e-mail" />
          <button type="submit" className="btn btn-primary">
            Subscribe
          </button>
        </div>
      </form>
      <p className="muted">We respond to every inquiry within 24 hours.</p>
    </section>
  );
}
