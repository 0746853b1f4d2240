import { Link } from '@tanstack/react-router';
import { useId } from 'react';

export function Footer() {
  const emailId = useId();
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <div>
          <p className="brand">Mashwara</p>
          <p className="muted-on-dark">Verified doctors across Pakistan, booked in minutes.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="footer-links">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/faq">FAQ</Link>
            </li>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
          </ul>
        </nav>
        {/* Section 2.3: the newsletter box makes no call and validates nothing. */}
        <form className="newsletter" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={emailId}>Newsletter</label>
          <div className="row">
            <input id={emailId} type="email" placeholder="Your e-mail" />
            <button type="submit" className="btn btn-light">
              Subscribe
            </button>
          </div>
        </form>
        <ul className="social" aria-label="Social links">
          <li>
            <a href="https://facebook.com" rel="noopener noreferrer">
              Facebook
            </a>
          </li>
          <li>
            <a href="https://x.com" rel="noopener noreferrer">
              X
            </a>
          </li>
          <li>
            <a href="https://instagram.com" rel="noopener noreferrer">
              Instagram
            </a>
          </li>
          <li>
            <a href="https://linkedin.com" rel="noopener noreferrer">
              LinkedIn
            </a>
          </li>
        </ul>
      </div>
      <p className="copyright">© {new Date().getFullYear()} Mashwara</p>
    </footer>
  );
}
