import type { Quality } from './engine/quality';

/**
 * The one-line check before joining: the time the call's own request took, and what the
 * browser says of the network (Network Information, where there is one).
 */
export function connectionCheck(requestMs: number, effectiveType?: string): Quality {
  if (effectiveType === 'slow-2g' || effectiveType === '2g' || requestMs > 1500) return 'poor';
  if (effectiveType === '3g' || requestMs > 500) return 'weak';
  return 'good';
}
