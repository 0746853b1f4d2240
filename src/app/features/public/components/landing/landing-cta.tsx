import { Link } from '@tanstack/react-router';

export function LandingCta() {
  return (
    <section className="landing-cta" aria-labelledby="cta-title">
      <h2 id="cta-title">Ready to see a doctor?</h2>
      <p>Create your free account and book your first consultation today.</p>
      <div className="hero-actions">
        <Link to="/patient/sign-up" className="btn btn-light">
          Create Patient Account
        </Link>
        <Link to="/sign-up" className="btn btn-outline-light">
          Sign Up as a Doctor or Patient
        </Link>
      </div>
      <p className="cta-links">
        <Link to="/demo">Explore the demo</Link> · <Link to="/contact">Contact us</Link>
      </p>
    </section>
  );
}
