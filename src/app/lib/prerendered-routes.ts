/**
 * Public pages whose HTML is rendered at build time (README "Public pages prerendered"): text
 * paints before the JavaScript runs, online and offline. Each is written to
 * `dist/prerendered/<file>`; the server and the service worker answer the path with it.
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
};

export const PRERENDERED_DIR = 'prerendered';
