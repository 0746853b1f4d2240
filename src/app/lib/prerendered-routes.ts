/** The id a doctor-page shell is rendered with; any doctor id is answered with that shell. */
export const SHELL_DOCTOR_ID = '00000000-0000-4000-8000-000000000000';

const DOCTOR_ID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * The paths a prerendered page answers, as a regular expression's source: the page's own path,
 * or for a shell, every path of its kind.
 */
export function prerenderedPattern(path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `^${escaped.replace(SHELL_DOCTOR_ID, DOCTOR_ID)}$`;
}

/**
 * The paths an app route answers, as a regular expression's source: a `$name` segment is any
 * one segment, a bare `$` any rest; a trailing slash is allowed. The server answers every
 * other path 404 (with the page that draws the app's own 404).
 */
export function appRoutePattern(fullPath: string): string {
  const path = fullPath.replace(/\/+$/, '');
  if (path === '') return '^/$';
  const source = path
    .split('/')
    .map((segment) =>
      segment === '$'
        ? '.*'
        : segment.startsWith('$')
          ? '[^/]+'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return `^${source}/?$`;
}

/**
 * Public pages whose HTML is rendered at build time (ADR 057): text
 * paints before the JavaScript runs, online and offline. Each is written to
 * `dist/prerendered/<file>`; the server and the service worker answer the paths of
 * `prerenderedPattern(path)` with it.
 */
export const PRERENDERED_ROUTES: Record<string, string> = {
  '/': 'index.html',
  '/about': 'about.html',
  '/contact': 'contact.html',
  '/faq': 'faq.html',
  '/terms': 'terms.html',
  '/privacy': 'privacy.html',
  '/sign-in': 'sign-in.html',
  '/sign-up': 'sign-up.html',
  '/patient/sign-up': 'patient-sign-up.html',
  '/doctor/sign-up': 'doctor-sign-up.html',
  '/forgot-password': 'forgot-password.html',
  '/doctors': 'doctors.html',
  // Every doctor's page: written with the page's frame and skeleton, the doctor filled in by the
  // script. The shell's own id is never a real doctor's (ADR 057).
  [`/doctors/${SHELL_DOCTOR_ID}`]: 'doctor.html',
};

export const PRERENDERED_DIR = 'prerendered';
