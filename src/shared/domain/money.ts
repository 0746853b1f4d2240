const WHOLE_NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Money is PKR everywhere, whole numbers, one format (D5): 1500 → 'Rs 1,500'. */
export function formatPKR(amount: number): string {
  return `Rs ${WHOLE_NUMBER.format(Math.round(amount))}`;
}
