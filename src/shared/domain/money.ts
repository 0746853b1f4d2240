const WHOLE_NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const URDU_PKR = new Intl.NumberFormat('ur-PK', {
  style: 'currency',
  currency: 'PKR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/**
 * Money is PKR everywhere, whole numbers, one format (ADR 005): 1500 → 'Rs 1,500'. In Urdu the
 * locale's own currency format (Intl) is used.
 */
export function formatPKR(amount: number, locale: string = 'en'): string {
  if (locale === 'ur') return URDU_PKR.format(Math.round(amount));
  return `Rs ${WHOLE_NUMBER.format(Math.round(amount))}`;
}
