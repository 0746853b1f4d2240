import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <section className="page page-narrow" aria-labelledby="not-found-title">
      <h1 id="not-found-title">404 Not Found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <Link to="/" className="btn btn-primary">
        Back to Home
      </Link>
    </section>
  );
}
