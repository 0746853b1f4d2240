import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers for every answer. The built app uses no inline scripts, so the CSP can be
 * strict; inline styles are allowed because React sets style attributes.
 */
export const security = secureHeaders({
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
    // Payment forms post to the sandbox on this origin or to the provider configured.
    formAction: ["'self'", 'https:'],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: 'nosniff',
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: 'same-origin',
  strictTransportSecurity: false,
});
