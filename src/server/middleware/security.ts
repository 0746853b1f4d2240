import { secureHeaders } from 'hono/secure-headers';
import type { Env } from '../env';

/** Two years, with subdomains: the length browsers' preload lists ask for. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Security headers for every answer. The built app uses no inline scripts, so the CSP can be
 * strict; inline styles are allowed because React sets style attributes. Forms post only to this
 * origin (the payment sandbox) and to the payment provider configured, not to any https site; a
 * server whose APP_URL is https tells browsers to come back over https only (HSTS).
 */
export function securityHeaders(env: Pick<Env, 'appUrl' | 'jazzcash'>) {
  const paymentOrigin = env.jazzcash ? new URL(env.jazzcash.url).origin : undefined;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: paymentOrigin ? ["'self'", paymentOrigin] : ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    strictTransportSecurity: env.appUrl.startsWith('https://') ? HSTS : false,
  });
}
