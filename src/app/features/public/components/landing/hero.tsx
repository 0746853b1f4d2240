import { Link } from '@tanstack/react-router';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-inner">
        <p className="eyebrow">Healthcare, booked in minutes</p>
        <h1 id="hero-title">Find and book verified doctors across Pakistan</h1>
        <p className="hero-lead">
          Mashwara connects you with doctors our team has verified. Compare specialists, see their
          real availability, book a consultation and pay in PKR, all in one place, even on a slow
          connection.
        </p>
        <div className="hero-actions">
          <Link to="/doctors" className="btn btn-light">
            Find a Doctor
          </Link>
          <Link to="/patient/sign-up" className="btn btn-outline-light">
            Create Patient Account
          </Link>
        </div>
        <p className="hero-note">
          Just looking? <Link to="/demo">Try the demo accounts</Link>
        </p>
      </div>
    </section>
  );
}
