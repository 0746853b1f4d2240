import { Link } from '@tanstack/react-router';
import { useT } from '#app/lib/i18n';

export function NotFound() {
  const t = useT();
  return (
    <section className="page page-narrow" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('404 Not Found')}</h1>
      <p>{t('The page you were looking for does not exist or has moved.')}</p>
      <Link to="/" className="btn btn-primary">
        {t('Back to Home')}
      </Link>
    </section>
  );
}
