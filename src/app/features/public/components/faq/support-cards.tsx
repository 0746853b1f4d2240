import { Link } from '@tanstack/react-router';

/** E-mail, phone and live chat (Coming Soon); support hours; a link to /contact. */
export function SupportCards() {
  return (
    <section className="faq-support" aria-labelledby="support-title">
      <h2 id="support-title">Still need help?</h2>
      <ul className="support-grid">
        <li className="card">
          <h3>E-mail</h3>
          <p>
            <a href="mailto:support@mashwara.pk">support@mashwara.pk</a>
          </p>
          <p className="muted">Answered within 24 hours.</p>
        </li>
        <li className="card">
          <h3>Phone</h3>
          <p>
            <a href="tel:+18005550199">+1 (800) 555-0199</a>
          </p>
          <p className="muted">During support hours.</p>
        </li>
        <li className="card">
          <h3>
            Live Chat <span className="badge badge-soon">Coming Soon</span>
          </h3>
          <p className="muted">Chat with our support team from the app.</p>
        </li>
      </ul>
      <p>
        <strong>Support hours:</strong> Monday to Friday 9:00 AM - 8:00 PM EST; weekends 10:00 AM -
        6:00 PM EST.
      </p>
      <Link to="/contact" className="btn btn-primary">
        Contact Us
      </Link>
    </section>
  );
}
