import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { msg, useT } from '#app/lib/i18n';
import { useSiteSettings } from '#app/lib/site-settings';
import { LanguageSwitch } from './language-switch';

// The default site description is this copy, shown in the reader's language; one the
// administrator wrote is shown as written.
const TAGLINE = msg('Verified doctors across Pakistan, booked in minutes.');

export function Footer() {
  const emailId = useId();
  const t = useT();
  const { siteName, siteDescription } = useSiteSettings();
  const tagline = siteDescription === TAGLINE ? t(TAGLINE) : siteDescription;
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <div>
          <p className="brand">{siteName}</p>
          {tagline && <p className="muted-on-dark">{tagline}</p>}
          <LanguageSwitch className="footer-language" />
        </div>
        <nav aria-label={t('Footer')}>
          <ul className="footer-links">
            <li>
              <Link to="/">{t('Home')}</Link>
            </li>
            <li>
              <Link to="/about">{t('About')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('Contact')}</Link>
            </li>
            <li>
              <Link to="/faq">{t('FAQ')}</Link>
            </li>
            <li>
              <Link to="/terms">{t('Terms')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('Privacy')}</Link>
            </li>
          </ul>
        </nav>
        {/* ADR 076: the newsletter box makes no call and validates nothing. */}
        <form className="newsletter" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={emailId}>{t('Newsletter')}</label>
          <div className="row">
            <input id={emailId} type="email" placeholder={t('Your e-mail')} />
            <button type="submit" className="btn btn-light">
              {t('Subscribe')}
            </button>
          </div>
        </form>
        <ul className="social" aria-label={t('Social links')}>
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
      <p className="copyright">
        © {new Date().getFullYear()} {siteName}
      </p>
    </footer>
  );
}
